/**
 * A quotation as a document (the page and its print): the supplier's letterhead, the QUO number,
 * version, date and validity with its state, the buyer and attention, the project, the lines
 * (product and variation, quantity, unit price, discount, net unit price, line total), the
 * totals, what each payment method would add (spec §9 charges), lead days, terms and notes.
 */
import { Box, Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { type Quotation, type QuotationStatus, formatDate, formatDateTime, formatMoney } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { QuotationStatusBadge } from './status-badges';
import classes from './quotation-print.module.css';

function Letterhead({ seller }: { seller: Quotation['seller'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {seller.logoUrl && <img src={seller.logoUrl} alt="" className={classes.logo} />}
      <Text fw={800} fz="lg">
        {seller.name}
      </Text>
      {seller.registrationNumber && (
        <Text size="xs">{t('quotationPage.registrationNo', { number: seller.registrationNumber })}</Text>
      )}
      {seller.address && (
        <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {seller.address}
        </Text>
      )}
      <Text size="xs">{[seller.phone, seller.email].filter(Boolean).join(' · ')}</Text>
    </Stack>
  );
}

function Lines({ quotation: q }: { quotation: Quotation }) {
  const { t } = useTranslation();
  const money = (sen: number) => formatMoney(sen, q.currency);
  const quantity = (n: number, unit: string) => `${n.toLocaleString('en-MY')} ${unit}`;
  return (
    <Box component="section" aria-labelledby="quotation-lines">
      <Title order={2} fz="md" id="quotation-lines" mb="xs">
        {t('quotationPage.items')}
      </Title>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} hiddenFrom="sm">
        {q.lines.map((line, i) => (
          <Box
            component="li"
            key={line.variationId}
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text size="sm" fw={600}>
              {i + 1}. {line.productName} — {line.variationName}
            </Text>
            <Text size="sm">
              {quantity(line.quantity, line.unit)} × {money(line.netUnitPriceSen)}
              {line.discountSen > 0 &&
                ` (${t('quotationPage.listLess', { price: money(line.unitPriceSen), discount: money(line.discountSen) })})`}
            </Text>
            <Text size="sm" fw={600} ta="right">
              {money(line.lineTotalSen)}
            </Text>
          </Box>
        ))}
      </Stack>
      <Table visibleFrom="sm" verticalSpacing="xs" withTableBorder withColumnBorders fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('quotationPage.item')}</Table.Th>
            <Table.Th ta="right">{t('quotationPage.quantity')}</Table.Th>
            <Table.Th ta="right">{t('quotationPage.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('quotationPage.discount')}</Table.Th>
            <Table.Th ta="right">{t('quotationPage.netUnitPrice')}</Table.Th>
            <Table.Th ta="right">{t('quotationPage.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {q.lines.map((line, i) => (
            <Table.Tr key={line.variationId}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>
                {line.productName}
                <Text size="xs" c="gray.7">
                  {line.variationName}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantity(line.quantity, line.unit)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(line.unitPriceSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {line.discountSen > 0 ? money(line.discountSen) : '–'}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(line.netUnitPriceSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(line.lineTotalSen)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4} ml="auto" mt="sm" maw={340}>
        {(
          [
            ['subtotal', q.subtotalSen],
            ['deliveryFee', q.deliveryFeeSen],
          ] as const
        ).map(([key, sen]) => (
          <Group key={key} justify="space-between" wrap="nowrap">
            <Text size="sm">{t(`quotationPage.${key}`)}</Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {money(sen)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('quotationPage.total')}</Text>
          <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
            {money(q.totalSen)}
          </Text>
        </Group>
      </Stack>
    </Box>
  );
}

function PaymentOptions({ quotation: q }: { quotation: Quotation }) {
  const { t } = useTranslation();
  if (q.paymentOptions.length === 0) return null;
  const money = (sen: number) => formatMoney(sen, q.currency);
  const method = (option: Quotation['paymentOptions'][number]) =>
    option.paymentMethod === 'credit' && option.creditTerm
      ? t('quotationPage.payment.creditTermOf', { term: option.creditTerm })
      : t(`paymentMethod.${option.paymentMethod}`);
  return (
    <Box component="section" aria-labelledby="quotation-payment">
      <Title order={2} fz="md" id="quotation-payment" mb={4}>
        {t('quotationPage.paymentTitle')}
      </Title>
      <Text size="xs" c="gray.7" mb="xs">
        {t('quotationPage.paymentHint')}
      </Text>
      {/* phones: one line per way of paying, its grand total beside it, so nothing wraps word by word */}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} hiddenFrom="sm">
        {q.paymentOptions.map((option) => (
          <Group
            component="li"
            key={`${option.paymentMethod}:${option.creditTerm ?? ''}`}
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="sm"
            py={6}
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text size="sm">{method(option)}</Text>
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                <VisuallyHidden>{t('quotationPage.payment.grandTotal')}: </VisuallyHidden>
                {money(option.grandTotalSen)}
              </Text>
              <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {t('quotationPage.payment.charges')}: {money(option.chargesSen)}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      <Table visibleFrom="sm" verticalSpacing={4} fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('quotationPage.payment.method')}</Table.Th>
            <Table.Th ta="right">{t('quotationPage.payment.charges')}</Table.Th>
            <Table.Th ta="right">{t('quotationPage.payment.grandTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {q.paymentOptions.map((option) => (
            <Table.Tr key={`${option.paymentMethod}:${option.creditTerm ?? ''}`}>
              <Table.Td>{method(option)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(option.chargesSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(option.grandTotalSen)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {q.creditTermsUnavailable && (
        <Text size="xs" c="gray.7" mt="xs">
          {t(`quotationPage.creditTermsUnavailable.${q.creditTermsUnavailable}`)}
        </Text>
      )}
    </Box>
  );
}

/** `state` is the quotation's state at this moment (quotationState: an open one past its date is expired). */
export function QuotationSheet({ quotation: q, state }: { quotation: Quotation; state: QuotationStatus }) {
  const { t } = useTranslation();
  const buyerAddress = [q.buyer.address, [q.buyer.phone, q.buyer.email].filter(Boolean).join(' · ')].filter(Boolean);
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.sheet}
      component="article"
      aria-labelledby="quotation-title"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Letterhead seller={q.seller} />
          <Stack gap={4} align="flex-start">
            <Title order={1} id="quotation-title" fz={{ base: 22, sm: 26 }}>
              {t('quotationPage.title')}
            </Title>
            <Text fw={700}>{t('quotationPage.numberVersion', { number: q.number, version: q.version })}</Text>
            <Text size="sm">{t('quotationPage.date', { date: formatDate(q.createdAt) })}</Text>
            <Text size="sm">{t('quotationPage.enquiryRef', { number: q.enquiry.number })}</Text>
            <QuotationStatusBadge status={state} />
          </Stack>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Box>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              {t('quotationPage.to')}
            </Text>
            <Text fw={700}>{q.buyer.name}</Text>
            {q.buyer.registrationNumber && (
              <Text size="xs">{t('quotationPage.registrationNo', { number: q.buyer.registrationNumber })}</Text>
            )}
            {buyerAddress.map((line) => (
              <Text key={line} size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                {line}
              </Text>
            ))}
          </Box>
          <Stack gap="xs">
            <Fact label={t('quotationPage.attention')}>{q.attention || '–'}</Fact>
            <Fact label={t('quotationPage.project')}>{q.companyProject?.name ?? '–'}</Fact>
          </Stack>
        </SimpleGrid>
        <Lines quotation={q} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label={t('quotationPage.validUntil')}>{formatDate(q.validUntil)}</Fact>
          <Fact label={t('quotationPage.leadDays')}>{t('quotationPage.leadDaysValue', { count: q.leadDays })}</Fact>
          <Fact label={t('quotationPage.deliveryMethod')}>{t(`deliveryMethod.${q.deliveryMethod}`)}</Fact>
          <Fact label={t('quotationPage.paymentTerms')}>{t(`quotationPage.terms.${q.paymentTerms}`)}</Fact>
        </SimpleGrid>
        <PaymentOptions quotation={q} />
        {q.notes && (
          <Box>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              {t('quotationPage.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {q.notes}
            </Text>
          </Box>
        )}
        {q.attachmentUrl && (
          <Group gap="xs">
            <Text size="sm">{t('quotationPage.attachment')}:</Text>
            <PrivateFileLink url={q.attachmentUrl} label={t('quotationPage.openAttachment')} icon />
          </Group>
        )}
        <Divider />
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text size="xs" c="gray.7">
            {t('quotationPage.preparedBy', { name: q.createdByName, at: formatDateTime(q.createdAt) })}
          </Text>
          {q.acceptedAt && (
            <Text size="xs" fw={600}>
              {t('quotationPage.acceptedBy', { name: q.acceptedByName ?? '', at: formatDateTime(q.acceptedAt) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
