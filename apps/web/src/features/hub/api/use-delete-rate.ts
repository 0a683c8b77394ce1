/** DELETE /api/hub/delivery-rates/{id}. */
import { api } from '@/lib/api';
import { useHubWrite } from './use-hub-write';

export const useDeleteRate = () => useHubWrite((id: string) => api.delete(`/api/hub/delivery-rates/${id}`));
