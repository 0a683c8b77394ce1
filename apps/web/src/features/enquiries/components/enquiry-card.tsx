/**
 * An enquiry in a list: its number, the product, the other party (the supplier for buyers, the
 * buyer for suppliers, both for administrators), the project, its state, and the newest
 * quotation's total and validity. The number and product open the enquiry; a party's name can
 * narrow the list to that party.
 */
import { Anchor, Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type EnquiryListItem, formatDate, formatMoney, quotationState } from '@binamart/shared';
import { type EnquirySide, PAGE_BASE } from '../lib/enquiry-access';
import { EnquiryStatusBadge, QuotationStatusBadge } from './status-badges';

type Party = EnquiryListItem['buyer'];

export function EnquiryCard({
  enquiry: e,
  side,
  onFilterBuyer,
}: {
  enquiry: EnquiryListItem;
  side: EnquirySide;
  /** narrows the list to this buyer (suppliers' and administrators' lists) */
  onFilterBuyer?: (buyer: Party) => void;
}) {
  const { t } = useTranslation();
  const quotation = e.quotation;
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-labelledby={`enquiry-${e.id}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={e.product.imageUrl} alt="" radius="sm" size={48} visibleFrom="xs" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="gray.7">
                {e.number} · {formatDate(e.createdAt)}
                {e.kind === 'projectPrice' && ` · ${t('enquiryScreens.kinds.projectPrice')}`}
              </Text>
              <Anchor
                component={Link}
                to={`${PAGE_BASE[side]}/${e.id}`}
                fw={600}
                c="dark"
                id={`enquiry-${e.id}`}
                lineClamp={2}
                aria-label={t('enquiryScreens.openEnquiry', { number: e.number, product: e.product.name })}
              >
                {e.product.name}
              </Anchor>
            </Stack>
            <EnquiryStatusBadge status={e.status} />
          </Group>
          <Group gap="xs" wrap="wrap">
            {side !== 'seller' && (
              <Text size="sm">
                {t('enquiryScreens.supplier')}:{' '}
                <Text span fw={600}>
                  {e.seller.name}
                </Text>
              </Text>
            )}
            {side !== 'buyer' && (
              <Text size="sm">
                {t('enquiryScreens.buyer')}:{' '}
                <Text span fw={600}>
                  {e.buyer.name}
                </Text>
              </Text>
            )}
            {side !== 'buyer' && onFilterBuyer && (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconFilter size={12} aria-hidden />}
                onClick={() => onFilterBuyer(e.buyer)}
                aria-label={t('enquiryScreens.onlyBuyerNamed', { name: e.buyer.name })}
              >
                {t('enquiryScreens.onlyBuyer')}
              </Button>
            )}
          </Group>
          {e.companyProject && (
            <Text size="sm" c="gray.7">
              {t('enquiryScreens.project')}: {e.companyProject.name}
            </Text>
          )}
          {quotation ? (
            <Group gap="xs" wrap="wrap">
              <Text size="sm">
                {t('enquiryScreens.latestQuotation', {
                  total: formatMoney(quotation.totalSen, quotation.currency),
                  date: formatDate(quotation.validUntil),
                })}
              </Text>
              <QuotationStatusBadge status={quotationState(quotation.status, quotation.validUntil, new Date())} />
            </Group>
          ) : (
            <Text size="sm" c="gray.7">
              {t('enquiryScreens.noQuotationYet')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
