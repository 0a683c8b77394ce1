/**
 * The scheduled delivery of a checkout: a date (the next 30 days) and a time (9:00 to 18:00
 * every 30 minutes), both Malaysian time; a time the rules refuse is said at once.
 */
import { useTranslation } from '@/lib/translation';
import { deliveryTimeRefusal } from '@binamart/shared';
import { MalaysianDateTimeField, halfHours } from '@/components/ui/malaysian-date-time-field';

const TIMES = halfHours('09:00', '18:00');

export function DeliveryAtField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string | undefined;
  onChange: (iso: string | undefined) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const chosen = value ? new Date(value) : null;
  const refusal = chosen && !Number.isNaN(chosen.getTime()) ? deliveryTimeRefusal(chosen, new Date()) : null;
  return (
    <MalaysianDateTimeField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error ?? (refusal ? t(`checkout.${refusal}`) : undefined)}
      label={t('checkoutPage.fields.deliveryDate')}
      description={t('checkoutPage.fields.deliveryHint')}
      days={30}
      times={TIMES}
      dateLabel={t('checkoutPage.fields.deliveryDate')}
      timeLabel={t('checkoutPage.fields.deliveryTime')}
      datePlaceholder={t('checkoutPage.fields.datePlaceholder')}
      timePlaceholder={t('checkoutPage.fields.timePlaceholder')}
    />
  );
}
