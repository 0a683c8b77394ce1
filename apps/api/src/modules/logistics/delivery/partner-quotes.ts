/**
 * The seller's quotation from the delivery partner for a DO of an order (spec §5 Delivery order:
 * the price shown before booking). Nothing is booked; the DO books its own quotation.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type PartnerQuoteAnswer, type partnerQuoteRequestSchema } from '@binamart/shared';
import { orders } from '../../ordering/orders/tables';
import { authorize } from '../../../lib/access';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import { type PartnerDeps, quoteOrderTrip } from './partner-bookings';

type QuoteRequest = z.output<typeof partnerQuoteRequestSchema>;

/**
 * POST /api/seller/orders/:orderId/partner-quote (sellOrder Read): the partner's price for the
 * vehicle at the time, for a confirmed or ongoing delivery order of the actor's company.
 */
export async function quoteForOrder(
  ctx: PartnerDeps,
  actor: Actor | null,
  orderId: string,
  input: QuoteRequest,
): Promise<PartnerQuoteAnswer> {
  const me = authorize(actor, { side: 'seller', area: 'sellOrder' });
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerCompanyId, me.companyId)));
  if (!order) throw notFound();
  if (order.status !== 'confirmed' && order.status !== 'ongoing') {
    throw new AppError('order_not_deliverable', 'delivery.orderNotDeliverable');
  }
  if (order.deliveryMethod === 'pickup') throw fieldError('vehicleType', 'checkout.invalidDeliveryMethod');
  return quoteOrderTrip(ctx, order, input.vehicleType, new Date(input.deliveryAt));
}
