/**
 * A date and a time picked in Malaysian time whatever the device's zone (a date from today
 * for a number of days, as DD/MM/YYYY with the weekday, and a time from a list), kept as an
 * ISO date-time with +08:00. The delivery time of a checkout and of a DO.
 */
import { Input, Select, SimpleGrid } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { malaysianIso, malaysianParts } from '../../lib/calendar-dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Times of day every 30 minutes from `from` to `to` (HH:mm, both included). */
export function halfHours(from: string, to: string): string[] {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const count = (minutes(to) - minutes(from)) / 30 + 1;
  return Array.from({ length: count }, (_, i) => {
    const at = minutes(from) + i * 30;
    return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  });
}

function dateLabel(date: string, language: string): string {
  const [y, m, d] = date.split('-');
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${d}/${m}/${y} (${weekday})`;
}

/** The date and time of an ISO value in Malaysian time; nothing for an empty or invalid one. */
function parse(value: string | undefined): { date: string | null; time: string | null } {
  const at = value ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return { date: null, time: null };
  return malaysianParts(at);
}

export interface MalaysianDateTimeFieldProps {
  value: string | undefined;
  /** the ISO date-time, or undefined until both are chosen */
  onChange: (iso: string | undefined) => void;
  onBlur?: () => void;
  error?: string;
  label: string;
  description: ReactNode;
  /** how many days from today may be chosen */
  days: number;
  times: readonly string[];
  dateLabel: string;
  timeLabel: string;
  datePlaceholder: string;
  timePlaceholder: string;
  /** the wrapper's id; both pickers are then described by its error */
  id?: string;
  searchableTime?: boolean;
  inPortal?: boolean;
}

export function MalaysianDateTimeField(props: MalaysianDateTimeFieldProps) {
  const { value, onChange, onBlur, error, days, id } = props;
  const { i18n } = useTranslation();
  const initial = parse(value);
  const [date, setDate] = useState<string | null>(initial.date);
  const [time, setTime] = useState<string | null>(initial.time);
  const [today] = useState(() => malaysianParts(new Date()).date);

  const dates = Array.from({ length: days }, (_, i) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10),
  );
  if (date && !dates.includes(date)) dates.unshift(date);
  const times = time && !props.times.includes(time) ? [time, ...props.times] : [...props.times];
  const emit = (d: string | null, tm: string | null) => onChange(d && tm ? malaysianIso(d, tm) : undefined);
  const describedBy = error && id ? `${id}-error` : undefined;
  const comboboxProps = props.inPortal ? { withinPortal: true } : undefined;

  return (
    <Input.Wrapper
      label={props.label}
      description={props.description}
      error={error}
      withAsterisk
      labelElement="div"
      id={id}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={4}>
        <Select
          aria-label={props.dateLabel}
          placeholder={props.datePlaceholder}
          data={dates.map((d) => ({ value: d, label: dateLabel(d, i18n.language) }))}
          value={date}
          onChange={(d) => {
            setDate(d);
            emit(d, time);
          }}
          onBlur={onBlur}
          error={!!error}
          aria-describedby={describedBy}
          name="deliveryDate"
          comboboxProps={comboboxProps}
        />
        <Select
          aria-label={props.timeLabel}
          placeholder={props.timePlaceholder}
          data={times}
          value={time}
          searchable={props.searchableTime}
          onChange={(tm) => {
            setTime(tm);
            emit(date, tm);
          }}
          onBlur={onBlur}
          error={!!error}
          aria-describedby={describedBy}
          name="deliveryTime"
          comboboxProps={comboboxProps}
        />
      </SimpleGrid>
    </Input.Wrapper>
  );
}
