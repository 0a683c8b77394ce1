/**
 * Action buttons the signed-in user may lack permission for (spec §6). Allowed: the buttons as
 * given. Refused for something the company administrator could give: the buttons disabled (a
 * link becomes a plain button that goes nowhere) with the reason under them, tied to them with
 * aria-describedby, so the user learns why before filling a form. Refused because the action is
 * not for the user's side, or with `hideWhenRefused`: nothing.
 */
import { Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Children, type ReactElement, type ReactNode, cloneElement, isValidElement, useId } from 'react';
import type { ActionNeed } from '@binamart/shared';
import { useCan } from '../../lib/use-can';

export function PermittedAction({
  need,
  hideWhenRefused = false,
  children,
}: {
  /** what the action needs (ACTION_NEEDS.checkout, …) */
  need: ActionNeed;
  /** leave the action out instead of showing it disabled with the reason */
  hideWhenRefused?: boolean;
  /** the buttons of the action (Mantine Buttons, possibly links; false leaves one out), sharing one reason */
  children: ReactNode;
}) {
  const { allowed, reason } = useCan(need);
  const id = useId();
  if (allowed) return <>{children}</>;
  if (hideWhenRefused || !reason) return null;
  const disabled = Children.toArray(children)
    .filter((child): child is ReactElement<Record<string, unknown>> => isValidElement(child))
    .map((child) =>
      cloneElement(child, {
        component: 'button',
        type: 'button',
        to: undefined,
        href: undefined,
        onClick: undefined,
        disabled: true,
        'aria-describedby': id,
      }),
    );
  return (
    <Stack gap={4} align="flex-start" maw="100%">
      {disabled.length > 1 ? <Group gap="xs">{disabled}</Group> : disabled}
      <Group gap={4} wrap="nowrap" align="flex-start" maw={360}>
        <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text id={id} size="xs" c="gray.7">
          {reason}
        </Text>
      </Group>
    </Stack>
  );
}
