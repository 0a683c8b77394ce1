import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { MessagePage } from './message-page';

/** The not-found page's content, also shown when a screen's record does not exist. */
export function NotFoundMessage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<IconMapSearch size={56} color="var(--mantine-color-siteBlue-7)" aria-hidden />}
      title={t('errorPages.notFoundTitle')}
      body={t('errorPages.notFoundBody')}
    />
  );
}
