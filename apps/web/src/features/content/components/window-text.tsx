/** When a post or an ad shows, as DD/MM/YYYY HH:mm in Malaysian time. */
import { formatDateTime } from '@binamart/shared';
import { useTranslation } from '@/lib/translation';

export function WindowText({
  from,
  to,
  prefix,
}: {
  from: string | null;
  to: string | null;
  prefix: 'adminPosts' | 'adminAds';
}) {
  const { t } = useTranslation();
  if (from && to) return <>{t(`${prefix}.window`, { from: formatDateTime(from), to: formatDateTime(to) })}</>;
  if (from) return <>{t('adminPosts.windowOpen', { from: formatDateTime(from) })}</>;
  return <>{t('adminPosts.noWindow')}</>;
}
