/**
 * Delivery orders of one order (GET /api/delivery-orders?orderId=), the seller's drivers, and
 * the seller's two moves: making a DO and cancelling one that has not left yet.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrder, DeliveryOrderInput, Driver, PartnerQuoteAnswer, VehicleType } from '@binamart/shared';
import { api } from '@/lib/api';
import type { Page } from '@/lib/shop';
import { adminOrderKeys, orderKeys } from '@/features/orders/api/keys';
import { deliveryOrderKeys, sellerDriverKeys } from './keys';

/** GET /api/delivery-orders?orderId=: the order's DOs as the caller's side sees them (one page of 100). */
export function useOrderDeliveryOrders(orderId: string) {
  return useQuery({
    queryKey: deliveryOrderKeys.ofOrder(orderId),
    queryFn: () =>
      api.get<Page<DeliveryOrder>>(`/api/delivery-orders?${new URLSearchParams({ orderId, pageSize: '100' })}`),
  });
}

/** GET /api/seller/drivers: the seller company's active drivers, asked for once the form opens. */
export function useSellerDrivers(enabled: boolean) {
  return useQuery({
    queryKey: sellerDriverKeys.all,
    queryFn: () => api.get<Driver[]>('/api/seller/drivers'),
    enabled,
  });
}

/** Making and cancelling DOs; the order and its DOs are read again afterwards (its status and history move too). */
export function useDeliveryOrderActions(orderId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
    ]);
  };
  return {
    /** POST /api/seller/orders/:orderId/delivery-orders */
    async create(input: DeliveryOrderInput): Promise<DeliveryOrder> {
      const created = await api.post<DeliveryOrder>(`/api/seller/orders/${orderId}/delivery-orders`, input);
      await refresh();
      return created;
    },
    /** POST /api/seller/delivery-orders/:id/cancel (only while assigned) */
    async cancel(id: string): Promise<void> {
      await api.post<DeliveryOrder>(`/api/seller/delivery-orders/${id}/cancel`);
      await refresh();
    },
  };
}

/** POST /api/seller/orders/:orderId/partner-quote: the delivery partner's price for a DO of this order, before booking. */
export function partnerQuote(orderId: string, body: { vehicleType: VehicleType; deliveryAt: string }) {
  return api.post<PartnerQuoteAnswer>(`/api/seller/orders/${orderId}/partner-quote`, body);
}
