/** What a visitor sees once the enquiry is filed: its code (shown once, and e-mailed), and where to follow it. */
import { Button, Card, CopyButton, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import type { SalesEnquiry } from '@binamart/shared';

export function FiledPanel({ enquiry, onAnother }: { enquiry: SalesEnquiry; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} role="status" aria-labelledby="enquiry-filed">
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal.9" size={36} radius="xl">
            <IconCircleCheck size={22} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3" id="enquiry-filed">
            {t('salesEnquiryForm.filedTitle')}
          </Title>
        </Group>
        <Text>{t('salesEnquiryForm.filedBody', { email: enquiry.email })}</Text>
        <Stack gap={4}>
          <Text size="sm" c="gray.7">
            {t('salesEnquiryForm.codeLabel')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text
              fw={800}
              fz={{ base: 24, sm: 30 }}
              ff="monospace"
              data-testid="enquiry-code"
              style={{ letterSpacing: '0.06em', overflowWrap: 'anywhere' }}
            >
              {enquiry.code}
            </Text>
            <CopyButton value={enquiry.code}>
              {({ copied, copy }) => (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={copy}
                  aria-label={t('salesEnquiryForm.copy')}
                  color={copied ? 'teal.9' : 'blue.8'}
                >
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/SalesEnquiry/${enquiry.code}`}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('salesEnquiryForm.follow')}
          </Button>
          <Button variant="default" onClick={onAnother}>
            {t('salesEnquiryForm.another')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
