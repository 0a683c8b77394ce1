/**
 * The scheduled delivery: a date (DD/MM/YYYY, the next 30 days) and a time (HH:mm, 9:00 to
 * 18:00 every 30 minutes), both Malaysian time, kept as an ISO date-time with +08:00.
 */
import { Input, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryTimeRefusal } from '@binamart/shared';

const MYT_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-11-21" and "14:30" of an instant, in Malaysian time. */
function mytParts(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + MYT_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function parse(value: string | undefined): { date: string | null; time: string | null } {
  const at = value ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return { date: null, time: null };
  return mytParts(at);
}

const TIMES = Array.from({ length: 19 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function dateLabel(date: string, language: string): string {
  const [y, m, d] = date.split('-');
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${d}/${m}/${y} (${weekday})`;
}

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
  const { t, i18n } = useTranslation();
  const initial = parse(value);
  const [date, setDate] = useState<string | null>(initial.date);
  const [time, setTime] = useState<string | null>(initial.time);
  const [now] = useState(() => new Date());

  const today = mytParts(now).date;
  const dates = Array.from({ length: 30 }, (_, i) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10),
  );
  if (date && !dates.includes(date)) dates.unshift(date);
  const times = time && !TIMES.includes(time) ? [time, ...TIMES] : TIMES;

  const emit = (d: string | null, tm: string | null) => onChange(d && tm ? `${d}T${tm}:00+08:00` : undefined);
  const refusal = value && date && time ? deliveryTimeRefusal(new Date(value), new Date()) : null;
  const shown = error ?? (refusal ? t(`checkout.${refusal}`) : undefined);

  return (
    <Input.Wrapper
      label={t('checkoutPage.fields.deliveryDate')}
      description={t('checkoutPage.fields.deliveryHint')}
      error={shown}
      withAsterisk
      labelElement="div"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={4}>
        <Select
          aria-label={t('checkoutPage.fields.deliveryDate')}
          placeholder={t('checkoutPage.fields.datePlaceholder')}
          data={dates.map((d) => ({ value: d, label: dateLabel(d, i18n.language) }))}
          value={date}
          onChange={(d) => {
            setDate(d);
            emit(d, time);
          }}
          onBlur={onBlur}
          error={!!shown}
          name="deliveryDate"
        />
        <Select
          aria-label={t('checkoutPage.fields.deliveryTime')}
          placeholder={t('checkoutPage.fields.timePlaceholder')}
          data={times}
          value={time}
          onChange={(tm) => {
            setTime(tm);
            emit(date, tm);
          }}
          onBlur={onBlur}
          error={!!shown}
          name="deliveryTime"
        />
      </SimpleGrid>
    </Input.Wrapper>
  );
}
