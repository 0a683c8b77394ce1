/** What was asked: the quantities per variation, and the delivery wanted (where, when, how, who to call). */
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type Enquiry, formatDate, formatDateTime, formatMoney } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';

export function EnquiryLines({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation();
  const currency = enquiry.quotation?.currency ?? 'MYR';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="enquiry-lines">
      <Title order={2} fz="md" mb="sm" id="enquiry-lines">
        {t('enquiryScreens.linesTitle', { product: enquiry.product.name })}
      </Title>
      <Table verticalSpacing="xs" horizontalSpacing="xs" striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('enquiryScreens.variation')}</Table.Th>
            <Table.Th ta="right">{t('enquiryScreens.quantity')}</Table.Th>
            <Table.Th ta="right">{t('enquiryScreens.listedPrice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {enquiry.lines.map((line) => (
            <Table.Tr key={line.variationId}>
              <Table.Td>{line.variationName}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {line.quantity.toLocaleString('en-MY')} {line.unit}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: line.listedPriceSen === null ? undefined : 'nowrap' }}>
                {line.listedPriceSen === null
                  ? t('enquiryScreens.priceOnRequest')
                  : formatMoney(line.listedPriceSen, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

export function EnquiryDelivery({ enquiry: e, showAssignee }: { enquiry: Enquiry; showAssignee: boolean }) {
  const { t } = useTranslation();
  const address = [e.addressLine1, e.addressLine2, `${e.postcode} ${e.city}`, e.state].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="enquiry-delivery">
      <Stack gap="sm">
        <Title order={2} fz="md" id="enquiry-delivery">
          {t('enquiryScreens.deliveryTitle')}
        </Title>
        {/* two columns at most: from md up the card is the narrow column beside the messages */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t('enquiryScreens.buyer')}>{e.buyer.name}</Fact>
          <Fact label={t('enquiryScreens.supplier')}>{e.seller.name}</Fact>
          <Fact label={t('enquiryScreens.project')}>{e.companyProject?.name ?? '–'}</Fact>
          <Fact label={t('enquiryScreens.fields.address')}>{address}</Fact>
          <Fact label={t('enquiryScreens.fields.deliveryDate')}>{formatDate(e.deliveryDate)}</Fact>
          <Fact label={t('enquiryScreens.fields.deliveryTime')}>
            {t(`enquiryScreens.deliveryTimes.${e.deliveryTime}`)}
          </Fact>
          <Fact label={t('enquiryScreens.fields.deliveryMethod')}>{t(`deliveryMethod.${e.deliveryMethod}`)}</Fact>
          <Fact label={t('enquiryScreens.fields.contact')}>
            {e.contactPerson} · {e.contactPhone}
          </Fact>
          <Fact label={t('enquiryScreens.sentBy')}>
            {e.createdByName} · {formatDateTime(e.createdAt)}
          </Fact>
          <Fact label={t('enquiryScreens.kind')}>{t(`enquiryScreens.kinds.${e.kind}`)}</Fact>
          {showAssignee && (
            <Fact label={t('enquiryScreens.assignee')}>{e.assignee?.name ?? t('enquiryScreens.unassigned')}</Fact>
          )}
        </SimpleGrid>
        {e.remarks && (
          <Fact label={t('enquiryScreens.fields.remarks')}>
            <Text component="span" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {e.remarks}
            </Text>
          </Fact>
        )}
      </Stack>
    </Card>
  );
}
