import { NotFoundMessage } from '@/components/ui/not-found-message';

/** Any path the app does not know. */
export function NotFoundPage() {
  return <NotFoundMessage />;
}
