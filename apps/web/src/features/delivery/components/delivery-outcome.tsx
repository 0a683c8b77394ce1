/** How a finished DO ended: acknowledged by whom and when, with the signature and the signed DO; or rejected, with the remark. */
import { Alert, Box, Group, Image, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconTruckOff } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { type DeliveryOrder, formatDateTime } from '@binamart/shared';
import { PdfButton } from '@/components/ui/pdf-button';
import { usePrivateFile } from '@/lib/private-file';

function Signature({ url }: { url: string }) {
  const { t } = useTranslation();
  const { data } = usePrivateFile(url);
  if (!data) return null;
  return (
    <Box>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase" lts={0.3} mb={4}>
        {t('trackingPage.signature')}
      </Text>
      <Image
        src={data.href}
        alt={t('trackingPage.signatureAlt')}
        maw={320}
        radius="sm"
        style={{ border: '1px solid var(--mantine-color-gray-4)', background: '#fff' }}
      />
    </Box>
  );
}

/** The signed DO PDF button, once there is one. */
export function SignedDoButton({ order, size = 'sm' }: { order: DeliveryOrder; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  if (!order.signedPdfUrl) return null;
  return (
    <PdfButton
      url={order.signedPdfUrl}
      size={size}
      label={t('trackingPage.signedDo')}
      ariaLabel={t('trackingPage.signedDoLabel', { number: order.number })}
      failure={t('trackingPage.signedDoFailed')}
    />
  );
}

/** `withPdf`: show the signed DO button here (the tracking page has it in its header). */
export function DeliveryOutcome({ order, withPdf = true }: { order: DeliveryOrder; withPdf?: boolean }) {
  const { t } = useTranslation();
  if (order.status === 'acknowledged') {
    return (
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t('trackingPage.acknowledgedTitle')}>
        <Stack gap="sm">
          {order.acknowledgedAt && (
            <Text size="sm">
              {t('trackingPage.acknowledgedBy', {
                name: order.acknowledgedBy ?? '—',
                date: formatDateTime(order.acknowledgedAt),
              })}
            </Text>
          )}
          {order.signatureUrl && <Signature url={order.signatureUrl} />}
          {withPdf && order.signedPdfUrl && (
            <Group>
              <SignedDoButton order={order} />
            </Group>
          )}
        </Stack>
      </Alert>
    );
  }
  if (order.status === 'rejected') {
    return (
      <Alert color="red" icon={<IconTruckOff aria-hidden />} title={t('trackingPage.rejectedTitle')}>
        <Stack gap="sm">
          {order.rejectionRemark && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <Text span fw={600}>
                {t('trackingPage.remark')}:
              </Text>{' '}
              {order.rejectionRemark}
            </Text>
          )}
          {order.signatureUrl && <Signature url={order.signatureUrl} />}
        </Stack>
      </Alert>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <Alert color="gray" title={t('trackingPage.cancelledTitle')}>
        {t('trackingPage.cancelledBody')}
      </Alert>
    );
  }
  return null;
}
