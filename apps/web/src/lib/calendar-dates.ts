/** Calendar dates (YYYY-MM-DD) as the pages show them, and today's in Malaysia. */

/** "2026-12-31" (a calendar date) as "31/12/2026". */
export const calendarDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** Today's calendar date in Malaysia (YYYY-MM-DD). */
export const malaysianToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

const MYT_MS = 8 * 60 * 60 * 1000;

/** "2026-11-21" and "14:30" of an instant, in Malaysian time. */
export function malaysianParts(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + MYT_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The ISO date-time (+08:00) of a Malaysian date and time. */
export const malaysianIso = (date: string, time: string) => `${date}T${time}:00+08:00`;
