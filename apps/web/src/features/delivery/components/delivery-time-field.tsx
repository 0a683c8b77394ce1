/**
 * A DO's delivery date and time in Malaysian time: a date from today to DO_MAX_DAYS_AHEAD days
 * ahead and a time every 30 minutes, kept as an ISO date-time with +08:00 (what
 * deliveryOrderInputSchema asks for).
 */
import { useTranslation } from '@/lib/translation';
import { DO_MAX_DAYS_AHEAD } from '@binamart/shared';
import { MalaysianDateTimeField, halfHours } from '@/components/ui/malaysian-date-time-field';

const TIMES = halfHours('00:00', '23:30');

export function DeliveryTimeField({
  value,
  onChange,
  onBlur,
  error,
  hint,
}: {
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  error?: string;
  /** a further rule for this DO (the delivery partner's hours), under the usual window */
  hint?: string;
}) {
  const { t } = useTranslation();
  const usual = t('deliveryOrders.form.deliveryAtHint', { days: DO_MAX_DAYS_AHEAD });
  return (
    <MalaysianDateTimeField
      value={value}
      onChange={(iso) => onChange(iso ?? '')}
      onBlur={onBlur}
      error={error}
      label={t('deliveryOrders.form.deliveryAt')}
      description={
        hint ? (
          <>
            {usual}
            <br />
            <b>{hint}</b>
          </>
        ) : (
          usual
        )
      }
      days={DO_MAX_DAYS_AHEAD + 1}
      times={TIMES}
      dateLabel={t('deliveryOrders.form.date')}
      timeLabel={t('deliveryOrders.form.time')}
      datePlaceholder={t('deliveryOrders.form.datePlaceholder')}
      timePlaceholder={t('deliveryOrders.form.timePlaceholder')}
      id="do-delivery-at"
      searchableTime
      inPortal
    />
  );
}
