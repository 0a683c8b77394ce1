/**
 * The QR code the buyer scans to acknowledge a DO once it is unloading: the address of
 * /acknowledge/:id on this site, drawn by the `qrcode` package as an image with a text label.
 */
import { Image, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';

export function AcknowledgeQrCode({ deliveryOrderId, number }: { deliveryOrderId: string; number: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}/acknowledge/${deliveryOrderId}`;
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(url, { width: 560, margin: 2, errorCorrectionLevel: 'M' })
      .then((dataUrl) => current && setImage(dataUrl))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <Stack gap="xs" align="center">
      {image && (
        <Image
          src={image}
          alt={t('driverApp.qr.alt', { number })}
          w={280}
          h={280}
          maw="100%"
          fit="contain"
          bg="white"
          radius="sm"
        />
      )}
      {failed && (
        <Text c="red.8" size="sm" role="alert">
          {t('driverApp.qr.failed')}
        </Text>
      )}
      <Text size="sm" ta="center">
        {t('driverApp.qr.hint')}
      </Text>
      {/* as text, not a link: the page is the buyer's, the driver's own account may not open it */}
      <Text size="xs" c="gray.7" ta="center" style={{ wordBreak: 'break-all' }}>
        {url}
      </Text>
    </Stack>
  );
}
