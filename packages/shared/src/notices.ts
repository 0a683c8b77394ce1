/**
 * Which notifications also leave the marketplace, and how their texts read. Every notification
 * shows on the bell; the ones that matter outside it are e-mailed (each user chooses the
 * categories on the profile page) and the urgent ones are sent by SMS to users who turned SMS
 * on. The texts are the catalogue's notificationTypes.<type>, with parameters that are
 * themselves catalogue words (a delivery step, an account type) in the reader's language.
 */
import { z } from 'zod';
import { DELIVERY_STATUSES } from './states/delivery-states';
import { DISCREPANCY_KINDS } from './schemas/refunds';

export const EMAIL_CATEGORIES = ['orders', 'payments', 'invoices', 'deliveries', 'credit', 'bidding'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
export const emailCategorySchema = z.enum(EMAIL_CATEGORIES);

/** The user's choice of e-mails: one switch per category. */
export const emailChoicesSchema = z.object({
  orders: z.boolean(),
  payments: z.boolean(),
  invoices: z.boolean(),
  deliveries: z.boolean(),
  credit: z.boolean(),
  /** added after the others: a client that does not send it keeps it on */
  bidding: z.boolean().default(true),
});
export type EmailChoices = z.infer<typeof emailChoicesSchema>;

/** The categories turned off, as stored, to the switches, as shown. */
export const emailChoicesOf = (off: readonly EmailCategory[]): EmailChoices =>
  Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, !off.includes(category)])) as EmailChoices;

/** The switches back to the categories turned off. */
export const emailCategoriesOff = (choices: EmailChoices): EmailCategory[] =>
  EMAIL_CATEGORIES.filter((category) => !choices[category]);

type Params = Record<string, string | number>;

/** The delivery steps worth a message outside the bell: on its way, at the site, called off. */
const MESSAGE_STEPS: readonly unknown[] = ['outForDelivery', 'arrived', 'cancelled'];
const worthAMessage = (type: string, params: Params) => type !== 'deliveryStep' || MESSAGE_STEPS.includes(params.step);

const EMAIL_CATEGORY_OF: Record<string, EmailCategory> = {
  orderPlaced: 'orders',
  orderPlacedOnBehalf: 'orders',
  orderReceived: 'orders',
  orderHeldForApproval: 'orders',
  orderAccepted: 'orders',
  orderRejected: 'orders',
  orderCancelled: 'orders',
  orderCompleted: 'orders',
  orderPaid: 'payments',
  paymentFailed: 'payments',
  slipApproved: 'payments',
  slipRejected: 'payments',
  invoicePaymentReceived: 'payments',
  refundStarted: 'payments',
  refundCompleted: 'payments',
  apInvoicePaid: 'payments',
  invoiceIssued: 'invoices',
  invoiceDueSoon: 'invoices',
  extensionWindowOpen: 'invoices',
  invoiceExtended: 'invoices',
  creditNoteIssued: 'invoices',
  debitNoteIssued: 'invoices',
  apInvoiceSubmitted: 'invoices',
  deliveryCreated: 'deliveries',
  deliveryStep: 'deliveries',
  deliveryPartnerCancelled: 'deliveries',
  deliveryAcknowledged: 'deliveries',
  deliveryRejected: 'deliveries',
  disputeRaised: 'deliveries',
  disputeResponded: 'deliveries',
  creditApplicationSubmitted: 'credit',
  creditTierApproved: 'credit',
  creditDocumentsRequested: 'credit',
  creditApproved: 'credit',
  creditRejected: 'credit',
  creditLimitSet: 'credit',
  biddingOpened: 'bidding',
  biddingEnded: 'bidding',
  bidShortlisted: 'bidding',
  cycleTwoInvited: 'bidding',
  bidAwarded: 'bidding',
  bidNotSelected: 'bidding',
  biddingClosesSoon: 'bidding',
  ratingInvited: 'orders',
  enquiryReceived: 'orders',
  enquiryMessage: 'orders',
  enquiryAssigned: 'orders',
  enquiryClosed: 'orders',
  quotationReceived: 'orders',
  quotationRevised: 'orders',
  quotationAccepted: 'orders',
  quotationExpired: 'orders',
  creditReportReady: 'credit',
  creditReportFailed: 'credit',
};

/** The e-mail category of a notification, or null when it stays on the bell only. */
export function emailCategoryOf(type: string, params: Params): EmailCategory | null {
  const category = EMAIL_CATEGORY_OF[type];
  return category && worthAMessage(type, params) ? category : null;
}

/**
 * The notifications urgent enough for an SMS (to users who turned SMS on), spec §1: among them a
 * DO out for delivery (a delivery step worth a message), a failed payment and a credit decision
 * (an application approved or rejected, a limit set).
 */
const SMS_TYPES: readonly string[] = [
  'orderReceived',
  'orderRejected',
  'paymentFailed',
  'invoiceDueSoon',
  'deliveryCreated',
  'deliveryStep',
  'deliveryRejected',
  'disputeRaised',
  'creditApproved',
  'creditRejected',
  'creditLimitSet',
];

export const sendsSms = (type: string, params: Params): boolean =>
  SMS_TYPES.includes(type) && worthAMessage(type, params);

/** A notification's parameters as the reader sees them: catalogue words (`translateKey`) in their language. */
export function noticeParams(params: Params, translateKey: (key: string) => string): Params {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      name === 'type' && (value === 'buyer' || value === 'seller')
        ? translateKey(`accountTypes.${value}`)
        : name === 'step' && (DELIVERY_STATUSES as readonly unknown[]).includes(value)
          ? translateKey(`deliveryStatus.${value}`)
          : name === 'check' && (DISCREPANCY_KINDS as readonly unknown[]).includes(value)
            ? translateKey(`discrepancyKind.${value}`)
            : value,
    ]),
  );
}
