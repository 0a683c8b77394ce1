/** What the header shows a signed-in user: the cart (buyers), chat and notification badges, and the account menu. */
import { CartBadge } from '../../features/cart/index';
import { ChatBadge } from '../../features/chat/index';
import { NotificationBell } from '../../features/notifications/index';
import { UserMenu } from './user-menu';

export function SignedInActions({ compact, cart }: { compact: boolean; cart: boolean }) {
  return (
    <>
      {cart && <CartBadge />}
      <ChatBadge />
      <NotificationBell />
      <UserMenu compact={compact} />
    </>
  );
}
