/** POST /api/hub/branches (a new branch) or PUT /api/hub/branches/{id}. */
import type { BranchInput } from '@binamart/shared';
import { api } from '@/lib/api';
import { useHubWrite } from './use-hub-write';

export const useSaveBranch = () =>
  useHubWrite(({ id, input }: { id: string | null; input: BranchInput }) =>
    id ? api.put(`/api/hub/branches/${id}`, input) : api.post('/api/hub/branches', input),
  );
