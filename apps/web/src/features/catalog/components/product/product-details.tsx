/** Everything about one product, as buyers see it; the admin review page shows the same with its actions. */
import { Anchor, Badge, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconExternalLink, IconFileDownload, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type Product, formatDate, formatMoney, gramsToKg, mmToCm } from '@binamart/shared';
import { ProductGallery } from './product-gallery';
import { RatingLine } from './rating-line';
import { VariationsTable } from './variations-table';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function ExternalLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {icon}
        {children}
      </Group>
    </Anchor>
  );
}

function ServiceFees({ product: p }: { product: Product }) {
  const { t } = useTranslation();
  const fees: [string, number | null][] = [
    ['salePrice', p.salePriceSen],
    ['upfrontFee', p.upfrontFeeSen],
    ['subsequentFee', p.subsequentFeeSen],
  ];
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t('productPage.service')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {fees
          .filter(([, sen]) => sen !== null)
          .map(([key, sen]) => (
            <Fact key={key} label={t(`productPage.${key}`)}>
              {formatMoney(sen ?? 0, p.currency)}
            </Fact>
          ))}
        {p.deliveryIncluded !== null && (
          <Fact label={t('productForm.fields.delivery')}>
            {p.deliveryIncluded ? t('productPage.deliveryIncluded') : t('productPage.exFactory')}
          </Fact>
        )}
      </SimpleGrid>
    </Card>
  );
}

/** The product's header, gallery, facts, variations and texts; `aside` goes under the seller (admin actions). */
export function ProductDetails({ product: p, aside }: { product: Product; aside?: ReactNode }) {
  const { t } = useTranslation();
  const category = [p.categoryName, p.subcategoryName].filter(Boolean).join(' › ');
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ProductGallery images={p.images} name={p.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <Group gap={6}>
              {p.jkrApproved && (
                <Badge color="teal.9" variant="filled">
                  {t('shop.jkr')}
                </Badge>
              )}
              {p.newArrival && (
                <Badge color="safetyAmber.5" c="siteBlue.9" variant="filled">
                  {t('shop.newArrival')}
                </Badge>
              )}
              {p.type === 'service' && (
                <Badge color="blue.8" variant="filled" autoContrast>
                  {t('shop.types.service')}
                </Badge>
              )}
            </Group>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {p.name}
            </Title>
            {p.brand && (
              <Text c="gray.7">
                {t('productPage.brand')}: {p.brand}
              </Text>
            )}
            <Text size="sm" c="gray.7">
              {t('productPage.category')}: {category}
            </Text>
            <RatingLine average={p.ratingAverage} count={p.ratingCount} />
            <Text size="sm">
              {t('productPage.soldBy')}{' '}
              <Anchor component={Link} to={`/store/${p.seller.id}`} fw={600}>
                {p.seller.name}
              </Anchor>
              {p.seller.state && ` · ${p.seller.state}`}
            </Text>
            <Group gap="xs" c="gray.8">
              <IconTruck size={18} aria-hidden />
              <Text size="sm" fw={600}>
                {t('productPage.leadTime', { count: p.leadDays })}
              </Text>
            </Group>
            {aside}
            <Card withBorder radius="md" mt="xs">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Fact label={t('productPage.certification')}>
                  <Group gap={6} wrap="nowrap">
                    <IconCertificate size={16} aria-hidden />
                    {t(`productPage.certStatus.${p.certificationStatus}`)}
                  </Group>
                  {p.certificationExpiry && (
                    <Text size="xs" c="gray.7">
                      {t('productPage.expires', { date: formatDate(p.certificationExpiry) })}
                    </Text>
                  )}
                  {p.certificationFileUrl && (
                    <ExternalLink href={p.certificationFileUrl} icon={<IconFileDownload size={14} aria-hidden />}>
                      {t('productPage.certFile')}
                    </ExternalLink>
                  )}
                </Fact>
                <Fact label={t('productPage.saleType')}>{t(`productPage.saleTypes.${p.saleType}`)}</Fact>
                <Fact label={t('productPage.deliveryLocations')}>{p.deliveryLocations.join(', ') || '–'}</Fact>
                <Fact label={t('productPage.states')}>{p.states.join(', ') || '–'}</Fact>
                {p.weightGrams > 0 && (
                  <Fact label={t('productPage.weight')}>
                    {t('productPage.weightValue', { value: gramsToKg(p.weightGrams) })}
                  </Fact>
                )}
                {p.lengthMm + p.widthMm + p.heightMm > 0 && (
                  <Fact label={t('productPage.dimensions')}>
                    {t('productPage.dimensionsValue', {
                      l: mmToCm(p.lengthMm),
                      w: mmToCm(p.widthMm),
                      h: mmToCm(p.heightMm),
                    })}
                  </Fact>
                )}
              </SimpleGrid>
              {p.excludedDeliveryFees && (
                <Text size="xs" c="gray.7" mt="sm">
                  {t('productPage.excludedDeliveryFees')}
                </Text>
              )}
              <Group gap="md" mt="sm">
                {p.catalogueFileUrl && (
                  <ExternalLink href={p.catalogueFileUrl} icon={<IconFileDownload size={14} aria-hidden />}>
                    {t('productPage.catalogue')}
                  </ExternalLink>
                )}
                {p.videoUrl && (
                  <ExternalLink href={p.videoUrl} icon={<IconExternalLink size={14} aria-hidden />}>
                    {t('productPage.video')}
                  </ExternalLink>
                )}
              </Group>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      {p.type === 'service' && <ServiceFees product={p} />}
      <Card withBorder radius="md" p={0}>
        <Title order={2} fz="lg" p="md" pb={0}>
          {t('productPage.variations')}
        </Title>
        <VariationsTable product={p} />
      </Card>
      {(p.description || p.specification) && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {p.description && (
            <Card withBorder radius="md">
              <Title order={2} fz="lg" mb="sm">
                {t('productPage.description')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Text>
            </Card>
          )}
          {p.specification && (
            <Card withBorder radius="md">
              <Title order={2} fz="lg" mb="sm">
                {t('productPage.specification')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{p.specification}</Text>
            </Card>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
