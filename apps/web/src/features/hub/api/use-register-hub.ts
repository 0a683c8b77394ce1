/** POST /api/hub/register: the seller company opens its hub. */
import { api } from '@/lib/api';
import { useHubWrite } from './use-hub-write';

export const useRegisterHub = () => useHubWrite<void>(() => api.post('/api/hub/register'));
