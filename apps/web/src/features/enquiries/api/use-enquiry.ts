/**
 * GET …/enquiries/:id from the side's path, kept live: GET …/:id/stream sends the enquiry as its
 * reader reads it (`event: enquiry`) on connecting and after every change (a message, a quotation,
 * an acceptance, the cart, an order, a reassignment, closing, expiry). A frame that differs from
 * what is shown replaces it, and the lists and quotations around it are read again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Enquiry } from '@binamart/shared';
import { api } from '@/lib/api';
import { type StreamEvent, useEventStream } from '@/lib/event-stream';
import { API_BASE, type EnquirySide } from '../lib/enquiry-access';
import { enquiryKeys } from './keys';

/** Follows the enquiry's stream while shown (id null: nothing). */
export function useLiveEnquiry(side: EnquirySide, id: string | null) {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (!id) return;
      const key = enquiryKeys.detail(side, id);
      let next: Enquiry | null = null;
      try {
        next = event.event === 'enquiry' ? (JSON.parse(event.data) as Enquiry) : null;
      } catch {
        // a garbled frame: read the enquiry again below
      }
      const shown = queryClient.getQueryData<Enquiry>(key);
      // the snapshot sent on connecting, of what is already shown: nothing changed
      if (next && shown && JSON.stringify(next) === JSON.stringify(shown)) return;
      if (next) queryClient.setQueryData(key, next);
      void queryClient.invalidateQueries({
        queryKey: enquiryKeys.all,
        // the enquiry itself came with the frame; only a frame without it reads it again
        predicate: (query) => !next || JSON.stringify(query.queryKey) !== JSON.stringify(key),
      });
    },
    [side, id, queryClient],
  );
  return useEventStream(id ? `${API_BASE[side]}/${id}/stream` : null, onEvent);
}

export function useEnquiry(side: EnquirySide, id: string) {
  const query = useQuery({
    queryKey: enquiryKeys.detail(side, id),
    queryFn: () => api.get<Enquiry>(`${API_BASE[side]}/${id}`),
  });
  // the stream opens once the enquiry is known to exist and to be readable
  useLiveEnquiry(side, query.data ? id : null);
  return query;
}
