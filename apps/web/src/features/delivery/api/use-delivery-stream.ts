/**
 * Follows GET /api/delivery-orders/{id}/stream while the page is shown: each `delivery` event
 * replaces the cached DO, so the page changes without a reload.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { deliveryOrderSchema } from '@binamart/shared';
import { type StreamEvent, type StreamState, useEventStream } from '@/lib/event-stream';
import { deliveryOrderKeys } from './keys';

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
