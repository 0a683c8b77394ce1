import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { MessagePage } from '@/components/ui/message-page';

/** /403: the signed-in user lacks the permission the page needs (spec §8). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<IconLock size={56} color="var(--mantine-color-siteBlue-7)" aria-hidden />}
      title={t('errorPages.forbidden')}
    />
  );
}
