/**
 * Amounts in words as Malaysian invoices, receipts and cheques print them:
 * "Ringgit Malaysia One Thousand Two Hundred Thirty-Four and Sen Fifty Only".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion'];

/** 0–999 in words; '' for 0 (a group that says nothing). */
function hundreds(n: number): string {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h > 0) words.push(`${ONES[h]} Hundred`);
  if (rest >= 20) words.push(rest % 10 === 0 ? TENS[rest / 10]! : `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}`);
  else if (rest > 0) words.push(ONES[rest]!);
  return words.join(' ');
}

/** A whole number in words: 1234 → "One Thousand Two Hundred Thirty-Four", 0 → "Zero". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return ONES[0]!;
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale++) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group > 0) groups.unshift([hundreds(group), SCALES[scale]].filter(Boolean).join(' '));
  }
  return groups.join(' ');
}

/**
 * An amount in sen in words for a document: "Ringgit Malaysia One Hundred Only",
 * "Ringgit Malaysia Zero and Sen Fifty Only"; a negative amount (a balance in the buyer's
 * favour) starts with "Minus".
 */
export function ringgitInWords(sen: number): string {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`not an amount in sen: ${sen}`);
  const magnitude = Math.abs(sen);
  const ringgit = Math.floor(magnitude / 100);
  const cents = magnitude % 100;
  const words = `Ringgit Malaysia ${numberInWords(ringgit)}${cents > 0 ? ` and Sen ${numberInWords(cents)}` : ''} Only`;
  return sen < 0 ? `Minus ${words}` : words;
}
