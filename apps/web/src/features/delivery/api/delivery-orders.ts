/**
 * One delivery order (GET /api/delivery-orders/:id), kept current by its live stream, and the
 * buyer's moves on it: acknowledge, reject, raise and cancel a dispute; and the seller's answer to one.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type AcknowledgeInput,
  type DeliveryOrder,
  type DisputeInput,
  deliveryOrderSchema,
  type rejectDeliveryInputSchema,
} from '@binamart/shared';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { type StreamEvent, type StreamState, useEventStream } from '@/lib/event-stream';
import { orderKeys } from '@/features/orders/api/keys';
import { deliveryOrderKeys } from './keys';

/** A 4xx will not change on a second try: retry only network and server failures, once. */
function retryUnlessRefused(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

/** GET /api/delivery-orders/:id. */
export function useDeliveryOrder(id: string | undefined) {
  return useQuery({
    queryKey: deliveryOrderKeys.one(id),
    queryFn: () => api.get<DeliveryOrder>(`/api/delivery-orders/${id}`),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });
}

/**
 * Follows GET /api/delivery-orders/:id/stream while the page is shown: each `delivery` event
 * replaces the cached DO, so the page changes without a reload.
 */
export function useDeliveryStream(id: string | undefined, enabled = true): StreamState {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (event.event !== 'delivery') return;
      try {
        const parsed = deliveryOrderSchema.safeParse(JSON.parse(event.data));
        if (parsed.success) queryClient.setQueryData(deliveryOrderKeys.one(id), parsed.data);
      } catch {
        // a garbled frame: the next one carries the whole DO again
      }
    },
    [id, queryClient],
  );
  return useEventStream(id && enabled ? `/api/delivery-orders/${id}/stream` : null, onEvent);
}

export type RejectInput = (typeof rejectDeliveryInputSchema)['_zod']['input'];

/** The buyer's moves; each answers the DO as it is now, which replaces the cached one. */
export function useDeliveryActions(id: string) {
  const queryClient = useQueryClient();
  const settle = (order: DeliveryOrder) => {
    queryClient.setQueryData(deliveryOrderKeys.one(id), order);
    void queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    return order;
  };
  // a dispute move may answer the dispute or the DO: the DO is fetched again either way
  const refresh = () => queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.one(id) });
  return {
    acknowledge: async (input: AcknowledgeInput) =>
      settle(await api.post<DeliveryOrder>(`/api/delivery-orders/${id}/acknowledge`, input)),
    reject: async (input: RejectInput) =>
      settle(await api.post<DeliveryOrder>(`/api/delivery-orders/${id}/reject`, input)),
    raiseDispute: async (input: DisputeInput) => {
      await api.post(`/api/delivery-orders/${id}/disputes`, input);
      await refresh();
    },
    cancelDispute: async (disputeId: string) => {
      await api.post(`/api/disputes/${disputeId}/cancel`);
      await refresh();
    },
    /** the seller's answer to a dispute the buyer sent to the seller */
    respondToDispute: async (disputeId: string, response: string) => {
      await api.post(`/api/disputes/${disputeId}/respond`, { response });
      await refresh();
    },
  };
}
