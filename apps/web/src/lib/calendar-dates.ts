/** Calendar dates (YYYY-MM-DD) as the pages show them, and today's in Malaysia. */

/** "2026-12-31" (a calendar date) as "31/12/2026". */
export const calendarDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** Today's calendar date in Malaysia (YYYY-MM-DD). */
export const malaysianToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
