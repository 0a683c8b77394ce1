/** POST /api/hub/delivery-rates (a new rate) or PUT /api/hub/delivery-rates/{id}. */
import type { DeliveryRateInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { useHubWrite } from './use-hub-write';

export const useSaveRate = () =>
  useHubWrite(({ id, input }: { id: string | null; input: DeliveryRateInput }) =>
    id ? api.put(`/api/hub/delivery-rates/${id}`, input) : api.post('/api/hub/delivery-rates', input),
  );
