/**
 * The driver's side of delivery orders: their own DOs (/api/driver/delivery-orders), one DO,
 * the next tracking step, and answers to the disputes the buyer sent to them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrder, DriverStep } from '@binamart/shared';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { deliveryOrderKeys } from '@/features/delivery/api/keys';

/** The same first key as every other DO query, so a step here refreshes the order pages too. */

/** Refused or missing is final; anything else (the network) is tried again. */
const retryUnlessRefused = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

/** GET /api/driver/delivery-orders: open ones first by delivery time, then the last 30 days' finished ones. */
export function useDriverDeliveryOrders() {
  return useQuery({
    queryKey: deliveryOrderKeys.driver(),
    queryFn: () => api.get<DeliveryOrder[]>('/api/driver/delivery-orders'),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: true,
  });
}

/** GET /api/delivery-orders/:id (the DO's driver may read it). */
export function useDriverDeliveryOrder(id: string | undefined) {
  return useQuery({
    queryKey: deliveryOrderKeys.one(id),
    queryFn: () => api.get<DeliveryOrder>(`/api/delivery-orders/${id}`),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: true,
  });
}

/** The step and the dispute answer; each answers the DO as it is now, which replaces the cached one. */
export function useDriverActions(id: string) {
  const queryClient = useQueryClient();
  const settle = async (deliveryOrder: DeliveryOrder) => {
    queryClient.setQueryData(deliveryOrderKeys.one(id), deliveryOrder);
    await queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.driver() });
  };
  return {
    /** POST /api/driver/delivery-orders/:id/step */
    async step(status: DriverStep) {
      await settle(await api.post<DeliveryOrder>(`/api/driver/delivery-orders/${id}/step`, { status }));
    },
    /** POST /api/disputes/:disputeId/respond */
    async respond(disputeId: string, response: string) {
      await settle(await api.post<DeliveryOrder>(`/api/disputes/${disputeId}/respond`, { response }));
    },
  };
}
