/** GET /api/hub: whether the seller company has registered its hub. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { hubKeys } from './keys';

export function useHubStatus() {
  return useQuery({
    queryKey: hubKeys.status(),
    queryFn: () => api.get<{ registered: boolean; registeredAt: string | null }>('/api/hub'),
  });
}
