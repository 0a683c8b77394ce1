/**
 * The order's delivery advice for the site (spec §3 Order, "delivery advice PDF"): the PDF is
 * read with the session, as its buyer, its seller or an administrator, and saved under the
 * order's number.
 */
import type { ButtonProps } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { OrderDetail } from '@binamart/shared';
import { PdfButton } from '@/components/ui/pdf-button';

export function DeliveryAdviceButton({
  order,
  ...button
}: { order: Pick<OrderDetail, 'id' | 'number'> } & Pick<ButtonProps, 'size' | 'variant'>) {
  const { t } = useTranslation();
  return (
    <PdfButton
      {...button}
      url={`/api/orders/${order.id}/delivery-advice/pdf`}
      filename={`${order.number}-delivery-advice.pdf`}
      label={t('orderDetail.deliveryAdvice')}
      failure={t('orderDetail.deliveryAdviceFailed')}
    />
  );
}
