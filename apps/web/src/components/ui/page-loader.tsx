import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';

/** Shown while a page's code or data loads; screen readers hear "Loading…", the spinner itself is decoration. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
