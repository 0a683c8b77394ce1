/** A write to the hub as a mutation: the hub (status, branches, rates) is fetched again after it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hubKeys } from './keys';

export function useHubWrite<V>(write: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      await write(variables);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubKeys.all }),
  });
}
