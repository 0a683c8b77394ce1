/**
 * Sales channels (spec §2 /admin/saleschannel): how an order came in, counted and summed per channel
 * over a period for administrators, and the channels each supplier takes. A buyer's own checkout in
 * the shop is the marketplace itself and always open; a supplier may decline the others.
 */
import { z } from 'zod';

/** Every way an order comes in, in the order the screens list them. */
export const SALES_CHANNELS = ['web', 'onBehalf', 'purchaseOrder', 'quotation', 'award'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** The channels a supplier may decline: every one but the shop's own checkout. */
export const OPTIONAL_SALES_CHANNELS = ['onBehalf', 'purchaseOrder', 'quotation', 'award'] as const;
export type OptionalSalesChannel = (typeof OPTIONAL_SALES_CHANNELS)[number];

/** What is known of an order (or a seller's part of a checkout) when it is placed. */
export interface ChannelFacts {
  /** a line is an awarded bid's item (a product for bidding, reserved for the buyer) */
  awarded: boolean;
  /** a line is an accepted quotation's item */
  quoted: boolean;
  /** the checkout was made by BinaMart for the buyer */
  onBehalf: boolean;
  /** the checkout carries the buyer's purchase order (a number or its file) */
  purchaseOrder: boolean;
}

/**
 * The one channel of an order: what brought its goods first (an award, then a quotation), else who
 * made the checkout (BinaMart from a purchase order, BinaMart for the buyer), else the shop.
 */
export function channelOf(facts: ChannelFacts): SalesChannel {
  if (facts.awarded) return 'award';
  if (facts.quoted) return 'quotation';
  if (facts.onBehalf && facts.purchaseOrder) return 'purchaseOrder';
  if (facts.onBehalf) return 'onBehalf';
  return 'web';
}

/** The channels a supplier takes, from the ones it declined. */
export const acceptedChannels = (declined: readonly string[]): SalesChannel[] =>
  SALES_CHANNELS.filter((channel) => !declined.includes(channel));

/** ?from=&to= — Malaysian dates, both days included; by default the last 30 days up to today. */
export const salesChannelQuerySchema = z
  .object({
    from: z.iso.date({ error: 'reports.dateInvalid' }).optional(),
    to: z.iso.date({ error: 'reports.dateInvalid' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'reports.toBeforeFrom' });
export type SalesChannelQuery = z.infer<typeof salesChannelQuerySchema>;

const figure = z.object({
  /** orders placed in the period through the channel, whatever became of them */
  orders: z.number().int(),
  /** the grand total of those that are sales (confirmed, ongoing, completed), in sen */
  salesSen: z.number().int(),
  /** how many of them are sales */
  sales: z.number().int(),
});
export type ChannelFigure = z.infer<typeof figure>;

export const salesChannelReportSchema = z.object({
  firstDay: z.string(),
  lastDay: z.string(),
  channels: z.array(figure.extend({ channel: z.enum(SALES_CHANNELS) })),
  total: figure,
  sellers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      accepts: z.array(z.enum(SALES_CHANNELS)),
      /** a figure for every channel, in SALES_CHANNELS order */
      channels: z.array(figure.extend({ channel: z.enum(SALES_CHANNELS) })),
    }),
  ),
});
export type SalesChannelReport = z.infer<typeof salesChannelReportSchema>;

/** PUT /api/seller/sales-channels and PUT /api/admin/sales-channels/sellers/:id: the channels taken. */
export const sellerChannelsInputSchema = z.object({
  accepts: z.array(z.enum(OPTIONAL_SALES_CHANNELS)).max(OPTIONAL_SALES_CHANNELS.length),
});
export type SellerChannelsInput = z.infer<typeof sellerChannelsInputSchema>;

export const sellerChannelsSchema = z.object({
  accepts: z.array(z.enum(SALES_CHANNELS)),
  updatedAt: z.string().nullable(),
});
export type SellerChannels = z.infer<typeof sellerChannelsSchema>;
