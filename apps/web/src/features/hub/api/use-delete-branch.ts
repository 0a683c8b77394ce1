/** DELETE /api/hub/branches/{id}. */
import { api } from '@/lib/api';
import { useHubWrite } from './use-hub-write';

export const useDeleteBranch = () => useHubWrite((id: string) => api.delete(`/api/hub/branches/${id}`));
