/** Calendar-date arithmetic for the enquiry and quotation forms (dates are YYYY-MM-DD, Malaysian). */
import { malaysianToday } from '@/lib/calendar-dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date `days` after `date` (YYYY-MM-DD), however long the months. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today in Malaysia plus `days`. */
export const malaysianDaysAhead = (days: number) => addDays(malaysianToday(), days);
