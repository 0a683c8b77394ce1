/** POST /api/seller/orders/{orderId}/partner-quote: the delivery partner's price for a DO of this order, before booking. */
import type { PartnerQuoteAnswer, VehicleType } from '@binamart/shared';
import { api } from '@/lib/api';

export function partnerQuote(orderId: string, body: { vehicleType: VehicleType; deliveryAt: string }) {
  return api.post<PartnerQuoteAnswer>(`/api/seller/orders/${orderId}/partner-quote`, body);
}
