/**
 * A DO's delivery date and time, picked in Malaysian time whatever the device's zone: a date
 * from today to DO_MAX_DAYS_AHEAD days ahead and a time every 30 minutes, kept as an ISO
 * date-time with +08:00 (what deliveryOrderInputSchema asks for).
 */
import { Input, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DO_MAX_DAYS_AHEAD } from '@binamart/shared';

const MYT_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-11-21" and "14:30" of an instant, in Malaysian time. */
export function mytParts(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + MYT_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The ISO date-time of a Malaysian date and time. */
export const mytIso = (date: string, time: string) => `${date}T${time}:00+08:00`;

const TIMES = Array.from({ length: 48 }, (_, i) => {
  const minutes = i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function dateLabel(date: string, language: string): string {
  const [y, m, d] = date.split('-');
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${d}/${m}/${y} (${weekday})`;
}

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
  const { t, i18n } = useTranslation();
  const initial = value ? mytParts(new Date(value)) : { date: null, time: null };
  const [date, setDate] = useState<string | null>(initial.date);
  const [time, setTime] = useState<string | null>(initial.time);
  const [today] = useState(() => mytParts(new Date()).date);

  const dates = Array.from({ length: DO_MAX_DAYS_AHEAD + 1 }, (_, i) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10),
  );
  if (date && !dates.includes(date)) dates.unshift(date);
  const times = time && !TIMES.includes(time) ? [time, ...TIMES] : TIMES;
  const emit = (d: string | null, tm: string | null) => onChange(d && tm ? mytIso(d, tm) : '');

  return (
    <Input.Wrapper
      label={t('deliveryOrders.form.deliveryAt')}
      description={
        hint ? (
          <>
            {t('deliveryOrders.form.deliveryAtHint', { days: DO_MAX_DAYS_AHEAD })}
            <br />
            <b>{hint}</b>
          </>
        ) : (
          t('deliveryOrders.form.deliveryAtHint', { days: DO_MAX_DAYS_AHEAD })
        )
      }
      error={error}
      withAsterisk
      labelElement="div"
      id="do-delivery-at"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={4}>
        <Select
          aria-label={t('deliveryOrders.form.date')}
          placeholder={t('deliveryOrders.form.datePlaceholder')}
          data={dates.map((d) => ({ value: d, label: dateLabel(d, i18n.language) }))}
          value={date}
          onChange={(d) => {
            setDate(d);
            emit(d, time);
          }}
          onBlur={onBlur}
          error={!!error}
          // the wrapper shows the message: both pickers are described by it
          aria-describedby={error ? 'do-delivery-at-error' : undefined}
          name="deliveryDate"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          aria-label={t('deliveryOrders.form.time')}
          placeholder={t('deliveryOrders.form.timePlaceholder')}
          data={times}
          value={time}
          searchable
          onChange={(tm) => {
            setTime(tm);
            emit(date, tm);
          }}
          onBlur={onBlur}
          error={!!error}
          // the wrapper shows the message: both pickers are described by it
          aria-describedby={error ? 'do-delivery-at-error' : undefined}
          name="deliveryTime"
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </Input.Wrapper>
  );
}
