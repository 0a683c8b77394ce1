/** A seller's public page: cover and profile images, who they are, what they make, how to reach them. */
import {
  Anchor,
  Avatar,
  Box,
  Card,
  Container,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { type PublicCompany, formatDate } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { ReviewsSection } from '@/features/ratings/index';
import { ChatWithSupplierButton } from '@/features/chat/index';
import { ApiError } from '@/lib/api-client';
import { StoreProducts } from './store-products';
import classes from './public-company.module.css';
import { usePublicCompany } from '../api/use-public-company';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      <Group gap={4} component="span" wrap="nowrap">
        {children}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

function CompanyView({ company: c }: { company: PublicCompany }) {
  const { t } = useTranslation();
  const location = [c.city, c.state].filter(Boolean).join(', ');
  const business: [string, string][] = (
    [
      ['businessType', c.businessType],
      ['mainProduct', c.mainProduct],
      ['productLines', c.productLines],
      ['annualOutput', c.annualOutput],
      ['factorySize', c.factorySize],
    ] as [string, string][]
  ).filter(([, value]) => value);
  const emails = c.emails
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Box className={classes.cover}>
          {c.coverImageUrl && (
            <Image src={c.coverImageUrl} alt={t('companyPage.coverImage')} className={classes.coverImage} />
          )}
        </Box>
        <Group gap="md" align="flex-start" wrap="nowrap" className={classes.identity}>
          <Avatar
            src={c.profileImageUrl}
            alt={c.profileImageUrl ? t('companyPage.profileImage') : undefined}
            size={104}
            radius="md"
            color="siteBlue"
            className={classes.avatar}
          >
            {c.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={4} pt={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 30 }}>
              {c.name}
            </Title>
            {location && (
              <Group gap={4} c="gray.7" wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{location}</Text>
              </Group>
            )}
            <Text size="sm" c="gray.7">
              {c.yearEstablished && `${t('companyPage.inBusinessSince', { year: c.yearEstablished })} · `}
              {t('companyPage.memberSince', { date: formatDate(c.memberSince) })}
            </Text>
            <Box>
              <ChatWithSupplierButton kind="store" id={c.id} size="xs" />
            </Box>
          </Stack>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Card withBorder radius="md">
                <Title order={2} fz="lg" mb="sm">
                  {t('companyPage.about')}
                </Title>
                <Text style={{ whiteSpace: 'pre-wrap' }} c={c.description ? undefined : 'gray.7'}>
                  {c.description || t('companyPage.noDescription')}
                </Text>
              </Card>
              {business.length > 0 && (
                <Card withBorder radius="md">
                  <Title order={2} fz="lg" mb="sm">
                    {t('companyPage.business')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {business.map(([key, value]) => (
                      <Fact key={key} label={t(`profilePage.fields.${key}`)}>
                        {value}
                      </Fact>
                    ))}
                  </SimpleGrid>
                </Card>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md">
              <Title order={2} fz="lg" mb="sm">
                {t('companyPage.contact')}
              </Title>
              <Stack gap="sm">
                {c.phone && (
                  <Fact label={t('profilePage.fields.phone')}>
                    <Anchor href={`tel:${c.phone}`}>{c.phone}</Anchor>
                  </Fact>
                )}
                {emails.length > 0 && (
                  <Fact label={t('profilePage.fields.emails')}>
                    {emails.map((email) => (
                      <Anchor key={email} href={`mailto:${email}`} display="block">
                        {email}
                      </Anchor>
                    ))}
                  </Fact>
                )}
                {c.videoUrl && <ExternalLink href={c.videoUrl}>{t('companyPage.video')}</ExternalLink>}
                {c.logisticsUrl && <ExternalLink href={c.logisticsUrl}>{t('companyPage.logistics')}</ExternalLink>}
                {!c.phone && emails.length === 0 && !c.videoUrl && !c.logisticsUrl && (
                  <Text c="gray.7">{t('companyPage.noContact')}</Text>
                )}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
        <StoreProducts sellerId={c.id} />
        <ReviewsSection of="supplier" id={c.id} />
      </Stack>
    </Container>
  );
}

/** Loads GET /api/companies/:id; a missing (or malformed) id shows the not-found page. */
export function PublicCompanyPage({ id }: { id: string }) {
  const valid = UUID.test(id);
  const { data, error, refetch } = usePublicCompany(id, valid);
  if (!valid || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <NotFoundMessage />;
  if (error)
    return (
      <Container size="lg" py="xl">
        <QueryError error={error} onRetry={() => void refetch()} />
      </Container>
    );
  if (!data) return <PageLoader />;
  return <CompanyView company={data} />;
}
