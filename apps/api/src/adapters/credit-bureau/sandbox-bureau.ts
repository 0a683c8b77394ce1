/**
 * The credit bureau's offline sandbox: it behaves like a real bureau, answering by the subject
 * ID's last four digits so that tests and the demo can choose what happens (the README's
 * sandbox table lists them):
 *
 * - …0404: no record of the subject (the search says so; nothing is charged);
 * - …0503: the bureau is down (the search fails; nothing is charged);
 * - …0500: the subject is found, but the bureau fails every order (the paid report is refunded);
 * - …0202: a slow answer: the report is ready 2 minutes after it was ordered;
 * - otherwise, by the last digit: 0–5 a clean record, 6–7 a moderate one, 8–9 a high risk.
 *
 * A ticket carries the moment its report is ready, so a slow report survives a restart and the
 * sandbox keeps no state; time is the one injectable clock.
 */
import { createHash } from 'node:crypto';
import type { CcmReport, LiteReport, ReportContent, RiskBand } from '@binamart/shared';
import type { Clock } from '../../lib/clock';
import {
  type BureauAnswer,
  type BureauOrder,
  type BureauSubject,
  BureauUnavailableError,
  type CreditBureau,
} from './credit-bureau';

export const SANDBOX_SLOW_MS = 2 * 60_000;

/** The last four digits of an ID (SSM or MyKad), which choose the sandbox's answer. */
const tail = (subjectId: string) => subjectId.replace(/\D/g, '').slice(-4).padStart(4, '0');

export type SandboxCase = 'notFound' | 'down' | 'failsAfterPayment' | 'slow' | RiskBand;

export function sandboxCase(subjectId: string): SandboxCase {
  const last4 = tail(subjectId);
  if (last4 === '0404') return 'notFound';
  if (last4 === '0503') return 'down';
  if (last4 === '0500') return 'failsAfterPayment';
  if (last4 === '0202') return 'slow';
  const last = Number(last4.at(-1));
  return last <= 5 ? 'low' : last <= 7 ? 'moderate' : 'high';
}

/** Numbers drawn from the subject ID, the same every time. */
function draw(subjectId: string) {
  const bytes = createHash('sha256').update(subjectId).digest();
  let i = 0;
  return (n: number) => bytes[i++ % bytes.length]! % n;
}

const COURTS = [
  'Kuala Lumpur High Court',
  'Shah Alam Sessions Court',
  'Johor Bahru High Court',
  'Georgetown Sessions Court',
];
const PLAINTIFFS = [
  'Maju Steel Trading Sdn. Bhd.',
  'Hong Leong Bank Berhad',
  'Syarikat Simen Utara Sdn. Bhd.',
  'Kontraktor Jaya Murni',
];
const CREDITORS = [
  { creditor: 'Tasek Cement Distributors Sdn. Bhd.', industry: 'Building materials' },
  { creditor: 'Southern Steel Bar Supply Sdn. Bhd.', industry: 'Steel' },
  { creditor: 'Lorry Sewa Klang Sdn. Bhd.', industry: 'Transport' },
  { creditor: 'Ready-Mix Concrete (M) Sdn. Bhd.', industry: 'Ready-mix concrete' },
];
const ADDRESSES = [
  'No. 12, Jalan Industri 3, Taman Perindustrian Puchong, 47100 Puchong, Selangor',
  'Lot 5, Jalan Kempas Lama, 81200 Johor Bahru, Johor',
  'No. 88, Lebuh Pantai, 10300 George Town, Pulau Pinang',
  'No. 3A, Jalan Tun Razak, 50400 Kuala Lumpur',
];
const DIRECTORS = [
  'Tan Wei Ming',
  'Nurul Aina binti Hassan',
  'Rajesh a/l Subramaniam',
  'Lim Siew Ling',
  'Mohd Faizal bin Omar',
];

const BANDS: Record<RiskBand, { min: number; spread: number; reasons: string[] }> = {
  low: { min: 720, spread: 100, reasons: ['No legal action on record', 'Trade accounts paid on time'] },
  moderate: {
    min: 560,
    spread: 100,
    reasons: ['One settled civil suit in the last five years', 'A trade account more than 30 days overdue'],
  },
  high: {
    min: 380,
    spread: 120,
    reasons: [
      'A winding-up or bankruptcy petition on record',
      'Several legal actions by creditors',
      'Trade accounts more than 90 days overdue',
    ],
  },
};

const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function bandOf(subjectId: string): RiskBand {
  const kind = sandboxCase(subjectId);
  return kind === 'low' || kind === 'moderate' || kind === 'high' ? kind : 'low';
}

export function sandboxLite(subject: BureauSubject, today: Date): LiteReport {
  const n = draw(subject.subjectId);
  const band = bandOf(subject.subjectId);
  const year = today.getUTCFullYear();
  const cases = band === 'low' ? 0 : band === 'moderate' ? 1 : 3;
  const litigation = Array.from({ length: cases }, (_, i) => ({
    caseNumber: `WA-22NCvC-${100 + n(800)}-${String(1 + n(12)).padStart(2, '0')}/${year - 1 - i}`,
    court: COURTS[n(COURTS.length)]!,
    plaintiff: PLAINTIFFS[(n(PLAINTIFFS.length) + i) % PLAINTIFFS.length]!,
    nature:
      band === 'high' && i === 0
        ? subject.entityType === 'individual'
          ? 'Bankruptcy petition'
          : 'Winding-up petition'
        : 'Civil suit: debt recovery',
    amountSen: (20_000 + n(180) * 1000) * 100,
    filedOn: isoDay(year - 1 - i, 1 + n(12), 1 + n(28)),
    status: band === 'high' && i === 0 ? 'Pending' : 'Settled',
  }));
  const overdue = band === 'low' ? 0 : band === 'moderate' ? 45 : 120;
  const tradeReferences = CREDITORS.slice(0, 2 + n(2)).map((c, i) => ({
    ...c,
    outstandingSen: (5_000 + n(60) * 1000) * 100,
    daysOverdue: i === 0 ? overdue : band === 'high' ? 60 : 0,
    reportedOn: isoDay(year, Math.max(1, today.getUTCMonth() + 1 - i), 1),
  }));
  const { min, spread, reasons } = BANDS[band];
  return {
    kind: 'lite',
    identity: {
      name: subject.subjectName,
      subjectId: subject.subjectId,
      entityType: subject.entityType,
      status: subject.entityType === 'individual' ? 'Active' : 'Existing',
      registeredOn: subject.entityType === 'individual' ? null : registeredOn(subject.subjectId, n),
      address: ADDRESSES[n(ADDRESSES.length)]!,
    },
    score: { value: min + n(spread), band, reasons },
    litigation,
    bankruptcyOrWindingUp: band === 'high',
    tradeReferences,
  };
}

/** A new-format SSM number starts with its year of registration. */
function registeredOn(subjectId: string, n: (k: number) => number): string {
  const year = /^(19|20)\d{2}/.test(subjectId) ? Number(subjectId.slice(0, 4)) : 1985 + n(30);
  return isoDay(year, 1 + n(12), 1 + n(28));
}

export function sandboxCcm(subject: BureauSubject, today: Date): CcmReport {
  const n = draw(subject.subjectId);
  const band = bandOf(subject.subjectId);
  const company = subject.entityType === 'company';
  const directorCount = company ? 2 + n(2) : 1 + n(2);
  const directors = Array.from({ length: directorCount }, (_, i) => ({
    name: DIRECTORS[(n(DIRECTORS.length) + i) % DIRECTORS.length]!,
    // the bureau masks most of a director's MyKad number
    idNumber: `${String(600101 + n(300000)).slice(0, 6)}-**-***${n(10)}`,
    appointedOn: registeredOn(subject.subjectId, n),
  }));
  const totalShares = company ? 100_000 * (1 + n(10)) : 0;
  const firstShare = company ? Math.round(totalShares * (0.5 + n(30) / 100)) : 0;
  const shareholders = company
    ? [
        {
          name: directors[0]!.name,
          shares: firstShare,
          percent: Math.round((firstShare / totalShares) * 10_000) / 100,
        },
        {
          name: directors[1]!.name,
          shares: totalShares - firstShare,
          percent: Math.round(((totalShares - firstShare) / totalShares) * 10_000) / 100,
        },
      ]
    : [];
  const year = today.getUTCFullYear();
  const revenue = (2_000_000 + n(200) * 100_000) * 100;
  const margin = band === 'low' ? 0.08 : band === 'moderate' ? 0.02 : -0.06;
  const financials = company
    ? [1, 2, 3].map((back) => {
        const revenueSen = Math.round(revenue * (1 - back * 0.07));
        const totalAssetsSen = Math.round(revenueSen * 0.9);
        return {
          yearEnd: isoDay(year - back, 12, 31),
          revenueSen,
          profitBeforeTaxSen: Math.round(revenueSen * margin),
          totalAssetsSen,
          totalLiabilitiesSen: Math.round(totalAssetsSen * (band === 'high' ? 1.1 : band === 'moderate' ? 0.7 : 0.45)),
        };
      })
    : [];
  const charges =
    company && band !== 'low'
      ? [
          {
            chargeNumber: `${subject.subjectId.replace(/\D/g, '').slice(-6)}/00${1 + n(3)}`,
            chargee: 'Hong Leong Bank Berhad',
            amountSen: (500_000 + n(50) * 10_000) * 100,
            createdOn: isoDay(year - 2, 1 + n(12), 1 + n(28)),
            status: 'Unsatisfied',
          },
        ]
      : [];
  return {
    kind: 'ccm',
    profile: {
      name: subject.subjectName,
      registrationNumber: subject.subjectId,
      oldRegistrationNumber: /^(19|20)\d{10}$/.test(subject.subjectId)
        ? `${100000 + n(900000)}-${'ABCDHKMPTUVWX'[n(13)]}`
        : null,
      companyType: company ? 'Private limited company (Sdn. Bhd.)' : 'Sole proprietorship or partnership',
      status: 'Existing',
      incorporatedOn: registeredOn(subject.subjectId, n),
      registeredAddress: ADDRESSES[n(ADDRESSES.length)]!,
      businessAddress: ADDRESSES[n(ADDRESSES.length)]!,
      natureOfBusiness: 'General construction contractor (CIDB G7) and building-material trading',
      paidUpCapitalSen: company ? totalShares * 100 : 0,
    },
    directors,
    shareholders,
    charges,
    financials,
  };
}

/** A ticket: the bureau's reference for the order and the moment (ms) its report is ready. */
const ticketFor = (reference: string, readyAt: number) => `CTOS-SBX-${reference}-${readyAt.toString(36)}`;
const readyAtOf = (ticket: string) => parseInt(ticket.split('-').at(-1) ?? '0', 36);

export function createSandboxBureau(clock: Clock): CreditBureau {
  const content = (order: BureauOrder): ReportContent =>
    order.product === 'lite' ? sandboxLite(order, clock.now()) : sandboxCcm(order, clock.now());
  const answer = (ticket: string, order: BureauOrder): BureauAnswer =>
    clock.now().getTime() >= readyAtOf(ticket)
      ? { status: 'ready', ticket, content: content(order) }
      : { status: 'pending', ticket };
  return {
    name: 'sandbox',
    async search(subject) {
      const kind = sandboxCase(subject.subjectId);
      if (kind === 'down') throw new BureauUnavailableError();
      return kind !== 'notFound';
    },
    async order(order) {
      const kind = sandboxCase(order.subjectId);
      if (kind === 'down' || kind === 'failsAfterPayment') throw new BureauUnavailableError();
      const now = clock.now().getTime();
      return answer(ticketFor(order.reference, kind === 'slow' ? now + SANDBOX_SLOW_MS : now), order);
    },
    async collect(ticket, order) {
      if (sandboxCase(order.subjectId) === 'failsAfterPayment') throw new BureauUnavailableError();
      return answer(ticket, order);
    },
  };
}
