/**
 * The header's account corner: sign-in and register for visitors; for a signed-in user the
 * badges and the account menu (signed-in-actions), which load only once someone is signed in,
 * so a visitor's first load goes without them and their live streams, and only once the first
 * page of the visit has shown (lib/first-page.ts), so a signed-in phone gets its page first.
 */
import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { useAuthUser } from '../../lib/auth-store';
import { lazyPart } from '../../lib/lazy-page';
import { withTexts } from '../../lib/i18n';
import { useFirstPageShown } from '../../lib/first-page';

// the bell's browser notices say what happened in the reader's language (texts: notices)
const SignedInActions = lazyPart(
  withTexts(['notices'], () => import('./signed-in-actions')),
  'SignedInActions',
);

/** `cart`: the buyer's cart badge too (the main site's header); `compact`: the centres' narrower menu. */
export function HeaderAccount({ compact = false, cart = false }: { compact?: boolean; cart?: boolean }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const pageShown = useFirstPageShown();
  if (user) return pageShown ? <SignedInActions compact={compact} cart={cart} /> : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/login" size="sm" variant={compact ? 'filled' : 'default'}>
        {t('nav.login')}
      </Button>
      {!compact && (
        <Button component={Link} to="/register" size="sm" visibleFrom="xs">
          {t('nav.register')}
        </Button>
      )}
    </Group>
  );
}
