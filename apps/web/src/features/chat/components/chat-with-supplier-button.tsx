import { Button, type ButtonProps, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import { type ChatSubjectKind, roleKind } from '@binamart/shared';
import { useAuthUser } from '@/lib/auth-store';
import { useStartConversation } from '../api/use-start-conversation';

/**
 * "Chat with the supplier" on a product, store, order, enquiry or bidding project page: a buyer
 * opens (or reopens) the conversation about it; a visitor is sent to sign in; other sides, and a
 * buyer on its own company's page, see nothing.
 */
export function ChatWithSupplierButton({
  kind,
  id,
  supplierCompanyId,
  ...button
}: { kind: ChatSubjectKind; id: string; supplierCompanyId?: string } & ButtonProps) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useNavigate();
  const start = useStartConversation();
  const label = t('header.chatWithSupplier');
  const icon = <IconMessageCircle size={18} aria-hidden />;
  if (!user) {
    return (
      <Button component={Link} to="/login" variant="light" leftSection={icon} {...button}>
        {label}
      </Button>
    );
  }
  // a buyer's own company page (/company) is no supplier to chat with
  if (roleKind(user.role) !== 'buyer' || (kind === 'store' && id === user.companyId)) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={icon}
        loading={start.isPending}
        onClick={() =>
          start.mutate(
            { kind, id, ...(supplierCompanyId && { supplierCompanyId }) },
            { onSuccess: (conversation) => void navigate(`/chat/${conversation.id}`) },
          )
        }
        {...button}
      >
        {label}
      </Button>
      {start.error && (
        <Text size="sm" c="red.8" role="alert">
          {start.error.message}
        </Text>
      )}
    </>
  );
}
