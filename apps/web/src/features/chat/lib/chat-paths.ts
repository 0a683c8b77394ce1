/** Where each side reads its chat: buyers at /chat, suppliers at /seller/chat, administrators at /admin/chats. */
import { type Role, roleKind } from '@binamart/shared';

export function chatBase(role: Role): string {
  const kind = roleKind(role);
  return kind === 'admin' ? '/admin/chats' : kind === 'seller' ? '/seller/chat' : '/chat';
}
