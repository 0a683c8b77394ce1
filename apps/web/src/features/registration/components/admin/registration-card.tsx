/** One registration as an administrator reviews it: company, applicant, date; Approve and Reject while pending. */
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Registration, formatDate } from '@binamart/shared';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function RegistrationCard({
  registration: r,
  onApprove,
  onReject,
}: {
  registration: Registration;
  onApprove: (r: Registration) => Promise<void>;
  onReject: (r: Registration) => void;
}) {
  const { t } = useTranslation();
  const [approving, setApproving] = useState(false);
  return (
    <Card withBorder radius="md" component="article" aria-label={r.companyName}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {r.companyName}
            </Title>
            <Group gap="xs">
              <Badge
                variant="light"
                color={r.accountType === 'seller' ? 'grape' : 'siteBlue'}
                c={r.accountType === 'seller' ? 'grape.9' : 'siteBlue.8'}
              >
                {t(`profilePage.kind.${r.accountType}`)}
              </Badge>
              {r.publicSector && (
                <Badge variant="filled" color="safetyAmber.4" autoContrast>
                  {t('register.publicSectorShort')}
                </Badge>
              )}
            </Group>
          </Stack>
          {r.status === 'pending' && (
            <Group gap="xs">
              <Button
                color="teal.9"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={approving}
                onClick={async () => {
                  setApproving(true);
                  try {
                    await onApprove(r);
                  } finally {
                    setApproving(false);
                  }
                }}
                aria-label={`${t('registrationsPage.approve')}: ${r.companyName}`}
              >
                {t('registrationsPage.approve')}
              </Button>
              <Button
                variant="outline"
                color="red.8"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => onReject(r)}
                aria-label={`${t('registrationsPage.reject')}: ${r.companyName}`}
              >
                {t('registrationsPage.reject')}
              </Button>
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label={t('registrationsPage.registrationNo')}>{r.registrationNo}</Fact>
          <Fact label={t('registrationsPage.applicant')}>
            {r.applicant.firstName} {r.applicant.lastName}
            {r.applicant.position && ` · ${r.applicant.position}`}
          </Fact>
          <Fact label={t('registrationsPage.submitted')}>{formatDate(r.createdAt)}</Fact>
          <Fact label={t('register.phone')}>
            <Anchor href={`tel:${r.applicant.phone}`} size="sm">
              {r.applicant.phone}
            </Anchor>
          </Fact>
          <Fact label={t('register.email')}>
            <Anchor href={`mailto:${r.applicant.email}`} size="sm">
              {r.applicant.email}
            </Anchor>
          </Fact>
          {r.organisation && <Fact label={t('register.organisation')}>{r.organisation}</Fact>}
          {r.referralCode && <Fact label={t('register.referralCode')}>{r.referralCode}</Fact>}
          {r.reviewedAt && <Fact label={t('registrationsPage.reviewed')}>{formatDate(r.reviewedAt)}</Fact>}
        </SimpleGrid>
        {r.rejectionReason && (
          <Text size="sm" c="red.9">
            {t('registrationsPage.reason')}: {r.rejectionReason}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
