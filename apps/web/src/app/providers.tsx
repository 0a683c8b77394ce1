import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { authStore } from '../lib/auth-store';
import { cssVariablesResolver, theme } from './theme';
import { categoryKeys } from '../lib/keys';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// one user's data must never show to the next one signing in on the same tab
let signedInUserId = authStore.get()?.id ?? null;
authStore.subscribe(() => {
  const id = authStore.get()?.id ?? null;
  if (id === signedInUserId) return;
  signedInUserId = id;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== categoryKeys.all[0] });
});

/** Design system and server-state cache for the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
