/** After an application changes: the answer replaces the cached one; the overview and the lists are fetched again. */
import type { QueryClient } from '@tanstack/react-query';
import type { CreditApplication } from '@binamart/shared';
import { creditKeys } from './keys';

export function rememberApplication(queryClient: QueryClient, application: CreditApplication) {
  queryClient.setQueryData(creditKeys.application(application.id), application);
  void queryClient.invalidateQueries({ queryKey: creditKeys.overview() });
  void queryClient.invalidateQueries({ queryKey: creditKeys.applications() });
}
