/**
 * A report's period: Malaysian dates (both days included) as the instants that bound it, and the
 * chart's buckets (days for up to two months, else months). By default the last 30 days to today.
 */
import { REPORT_MAX_DAYS, type ReportQuery } from '@binamart/shared';
import { fieldError } from '../../lib/errors';

const DAY_MS = 24 * 3600_000;
const MYT_MS = 8 * 3600_000;
/** up to this many days the chart has a point per day */
const DAILY_UP_TO = 62;

export interface ReportPeriod {
  /** the first and last Malaysian days, YYYY-MM-DD */
  firstDay: string;
  lastDay: string;
  /** midnight starting the first day, and midnight ending the last (exclusive) */
  from: Date;
  to: Date;
  by: 'day' | 'month';
  /** the chart's labels in order: YYYY-MM-DD or YYYY-MM */
  buckets: string[];
}

const dayOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The period `query` asks for, on the Malaysian calendar of `now`; a field error when it is too long. */
export function reportPeriod(now: Date, query: Pick<ReportQuery, 'from' | 'to'>): ReportPeriod {
  const today = dayOf(now.getTime() + MYT_MS);
  const lastDay = query.to ?? today;
  const firstDay = query.from ?? dayOf(Date.parse(`${lastDay}T00:00:00Z`) - 29 * DAY_MS);
  const first = Date.parse(`${firstDay}T00:00:00Z`);
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  const days = (last - first) / DAY_MS + 1;
  if (days > REPORT_MAX_DAYS) throw fieldError('to', 'reports.periodTooLong', { days: REPORT_MAX_DAYS });
  const by = days <= DAILY_UP_TO ? 'day' : 'month';
  const buckets: string[] = [];
  if (by === 'day') for (let t = first; t <= last; t += DAY_MS) buckets.push(dayOf(t));
  else {
    const start = new Date(first);
    for (let i = 0; ; i++) {
      const month = dayOf(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).slice(0, 7);
      if (month > lastDay.slice(0, 7)) break;
      buckets.push(month);
    }
  }
  return { firstDay, lastDay, from: new Date(first - MYT_MS), to: new Date(last + DAY_MS - MYT_MS), by, buckets };
}
