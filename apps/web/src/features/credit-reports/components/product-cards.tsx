/**
 * The two reports side by side with their prices (SST included): Lite, the credit bureau's summary,
 * and CCM, the company register of the Companies Commission of Malaysia; each leads to its form.
 */
import { Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { CREDIT_REPORT_PRICES_SEN, type CreditReportProduct, formatMoney } from '@binamart/shared';
import { buyPath } from './report-links';

const ITEMS: Record<CreditReportProduct, readonly string[]> = {
  lite: ['identity', 'litigation', 'trade', 'score'],
  ccm: ['profile', 'people', 'charges', 'financials'],
};

export function ProductCards({ canBuy }: { canBuy: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {(['lite', 'ccm'] as const).map((product) => (
        <Card
          key={product}
          withBorder
          radius="md"
          component="section"
          aria-labelledby={`product-${product}`}
          p={{ base: 'md', sm: 'lg' }}
        >
          <Stack gap="sm" h="100%">
            <div>
              <Title order={2} fz="xl" id={`product-${product}`}>
                {t(`creditReportPages.productName.${product}`)}
              </Title>
              <Text size="sm" c="gray.7" mt={4}>
                {t(`creditReportPages.home.${product}Summary`)}
              </Text>
            </div>
            <div>
              <Text fz={26} fw={700} c="siteBlue.8" lh={1.2}>
                {t('creditReportPages.home.price', { price: formatMoney(CREDIT_REPORT_PRICES_SEN[product]) })}
              </Text>
              <Text size="xs" c="gray.7">
                {t('creditReportPages.home.priceNote')}
              </Text>
            </div>
            <Text size="sm" fw={600}>
              {t('creditReportPages.home.includes')}
            </Text>
            <List
              size="sm"
              spacing={4}
              icon={
                <ThemeIcon color="teal" size={18} radius="xl" variant="light" aria-hidden>
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {ITEMS[product].map((item) => (
                <List.Item key={item}>{t(`creditReportPages.home.${product}Items.${item}`)}</List.Item>
              ))}
            </List>
            {canBuy && (
              <Button
                component={Link}
                to={buyPath(product)}
                mt="auto"
                leftSection={<IconShoppingCart size={18} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t(product === 'lite' ? 'creditReportPages.home.buyLite' : 'creditReportPages.home.buyCcm')}
              </Button>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
