/** What every view of a platform branch shows: its address lines, phone and e-mail. */
import { Anchor, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { PlatformBranch } from '@binamart/shared';

/** "Level 12, Menara …", "Jalan …", "50450 Kuala Lumpur, Kuala Lumpur". */
export function addressLines(branch: PlatformBranch): string[] {
  return [
    branch.addressLine1,
    branch.addressLine2,
    `${branch.postcode} ${branch.city}${branch.city === branch.state ? '' : `, ${branch.state}`}`,
  ].filter(Boolean);
}

/** A phone number a phone can dial: its digits (and a leading +). */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

export function BranchAddress({ branch }: { branch: PlatformBranch }) {
  return (
    <Text size="sm" c="gray.8" component="address" style={{ fontStyle: 'normal' }}>
      {addressLines(branch).map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}

/** The phone (to dial) and the e-mail (to write to); the visible number and address name the links. */
export function BranchContacts({ branch }: { branch: PlatformBranch }) {
  return (
    <Stack gap={2}>
      <Anchor
        href={`tel:${dialable(branch.phone)}`}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      >
        <IconPhone size={14} aria-hidden />
        {branch.phone}
      </Anchor>
      {branch.email && (
        <Anchor
          href={`mailto:${branch.email}`}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, overflowWrap: 'anywhere' }}
        >
          <IconMail size={14} aria-hidden />
          {branch.email}
        </Anchor>
      )}
    </Stack>
  );
}
