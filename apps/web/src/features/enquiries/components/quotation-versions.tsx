/** The supplier's quotation versions on an enquiry, newest first, each opening its own page (/quotation/:id). */
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type Currency, type QuotationVersion, formatDate, formatMoney, quotationState } from '@binamart/shared';
import { QuotationStatusBadge } from './status-badges';

/** Newest version first. */
export const byNewest = (versions: QuotationVersion[]) => [...versions].sort((a, b) => b.version - a.version);

export function QuotationVersions({
  versions,
  currency,
  currentId,
  title,
}: {
  versions: QuotationVersion[];
  currency: Currency;
  /** the version on screen (the quotation page), not linked */
  currentId?: string;
  title?: string;
}) {
  const { t } = useTranslation();
  const now = new Date();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quotation-versions">
      <Stack gap="sm">
        <Title order={2} fz="md" id="quotation-versions">
          {title ?? t('enquiryScreens.quotationsTitle')}
        </Title>
        {versions.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('enquiryScreens.noQuotationYet')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {byNewest(versions).map((v) => {
              const label = t('enquiryScreens.quotationVersion', { number: v.number, version: v.version });
              return (
                <Group key={v.id} component="li" justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={0}>
                    {v.id === currentId ? (
                      <Text size="sm" fw={700} aria-current="page">
                        {label}
                      </Text>
                    ) : (
                      <Anchor component={Link} to={`/quotation/${v.id}`} size="sm" fw={600}>
                        {label}
                      </Anchor>
                    )}
                    <Text size="xs" c="gray.7">
                      {t('enquiryScreens.versionLine', {
                        total: formatMoney(v.totalSen, currency),
                        given: formatDate(v.createdAt),
                        until: formatDate(v.validUntil),
                      })}
                    </Text>
                  </Stack>
                  <QuotationStatusBadge status={quotationState(v.status, v.validUntil, now)} />
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
