/** Malaysian display conventions: DD/MM/YYYY and DD/MM/YYYY HH:mm in Asia/Kuala_Lumpur. */
const TIME_ZONE = 'Asia/Kuala_Lumpur';

function parts(iso: string) {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => formatted.find((p) => p.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year'), hour: get('hour'), minute: get('minute') };
}

/** "21/11/2026" */
export function formatDate(iso: string): string {
  const p = parts(iso);
  return `${p.day}/${p.month}/${p.year}`;
}

/** A Malaysian day or month as the reports name it: "2026-11-21" → "21/11/2026", "2026-11" → "11/2026". */
export function formatPeriod(period: string): string {
  const [year, month, day] = period.split('-');
  return day ? `${day}/${month}/${year}` : `${month}/${year}`;
}

/** "21/11/2026 16:05" */
export function formatDateTime(iso: string): string {
  const p = parts(iso);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
