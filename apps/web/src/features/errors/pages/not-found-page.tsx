import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../components/ui/message-page';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<IconMapSearch size={56} color="var(--mantine-color-siteBlue-7)" aria-hidden />}
      title={t('errorPages.notFoundTitle')}
      body={t('errorPages.notFoundBody')}
    />
  );
}
