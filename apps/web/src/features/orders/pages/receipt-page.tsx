/**
 * /receipt/:id: the printable receipt (A4) of a paid payment, from GET /api/payments/:id/receipt:
 * the orders of a checkout payment, or the invoices of a payment of invoices; also as a PDF.
 */
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { type Receipt, formatDateTime, formatMoney } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PdfButton } from '@/components/ui/pdf-button';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useReceipt } from '../api/use-receipt';
import { OrderLines, OrderTotals } from '@/features/checkout/index';
import { RefundList } from '@/features/refunds/index';
import classes from '../components/print.module.css';

export function ReceiptPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data, error, refetch } = useReceipt(id);
  if (error instanceof ApiError && (error.status === 404 || error.code === 'validation_error')) {
    return <NotFoundMessage />;
  }
  // a payment that is not paid (yet) has no receipt: say so and point to its status
  const notPaid = error instanceof ApiError && [400, 403, 409].includes(error.status);
  return (
    <Screen>
      {notPaid && (
        <Stack gap="md">
          <Alert color="yellow" role="alert" title={t('receiptPage.title')}>
            {error.message || t('receiptPage.notPaid')}
          </Alert>
          <Anchor component={Link} to={`/payment/status/${id}`}>
            {t('orderDetail.paymentDetails')}
          </Anchor>
        </Stack>
      )}
      {error && !notPaid && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && <ReceiptSheet receipt={data} />}
    </Screen>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" className={classes.printable}>
      <Group justify="space-between" className={classes.noPrint}>
        <Anchor component={Link} to="/payment" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('receiptPage.back')}
          </Group>
        </Anchor>
        <Group gap="xs" align="flex-start">
          <PdfButton
            url={`/api/payments/${receipt.paymentId}/receipt/pdf`}
            filename={`${receipt.reference}.pdf`}
            label={t('billingDocs.downloadPdf')}
            failure={t('billingDocs.pdfFailed')}
          />
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t('receiptPage.print')}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" padding="xl" className={classes.sheet} component="article" aria-labelledby="receipt">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={2}>
              <Title order={1} id="receipt" fz={{ base: 22, sm: 26 }}>
                {t('receiptPage.title')}
              </Title>
              <Text fw={600}>{t('receiptPage.reference', { reference: receipt.reference })}</Text>
            </Stack>
            <Stack gap={0} ta={{ base: 'left', xs: 'right' }}>
              <Text fw={700}>{t('receiptPage.issuer')}</Text>
              <Text size="xs" c="gray.7">
                {t('receiptPage.issuerLine')}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
            {[
              [t('receiptPage.paidOn'), formatDateTime(receipt.paidAt)],
              [t('receiptPage.method'), t(`paymentMethod.${receipt.method}`)],
              [t('receiptPage.amountPaid'), formatMoney(receipt.amountSen, receipt.currency)],
            ].map(([label, value]) => (
              <Box key={label}>
                <Text component="dt" size="xs" c="gray.7" fw={600}>
                  {label}
                </Text>
                <Text component="dd" m={0} fw={600}>
                  {value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <Box component="section" aria-labelledby="receipt-buyer">
            <Text id="receipt-buyer" size="xs" c="gray.7" fw={600} tt="uppercase">
              {t('receiptPage.receivedFrom')}
            </Text>
            <Text fw={700}>{receipt.buyer.name}</Text>
            {receipt.buyer.registrationNo && (
              <Text size="sm">{t('receiptPage.registrationNo', { number: receipt.buyer.registrationNo })}</Text>
            )}
            {receipt.buyer.address && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {receipt.buyer.address}
              </Text>
            )}
          </Box>
          {receipt.invoices.length > 0 && <ReceiptInvoices receipt={receipt} />}
          {receipt.purchase && (
            <Box component="section" aria-labelledby="receipt-purchase">
              <Divider mb="md" />
              <Title order={2} size="h4" id="receipt-purchase" mb="xs">
                {t('billingDocs.receiptPurchaseTitle')}
              </Title>
              <Text>
                <Anchor component={Link} to={receipt.purchase.link} fw={600}>
                  {receipt.purchase.reference}
                </Anchor>{' '}
                · {receipt.purchase.label}
              </Text>
            </Box>
          )}
          {receipt.orders.map((order) => (
            <Box component="section" key={order.number} aria-labelledby={`receipt-${order.number}`}>
              <Divider mb="md" />
              <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
                <Title order={2} size="h4" id={`receipt-${order.number}`}>
                  {t('receiptPage.order', { number: order.number })}
                </Title>
                <Box ta={{ base: 'left', xs: 'right' }}>
                  <Text size="sm">
                    {t('receiptPage.soldBy')}:{' '}
                    <Text span fw={600}>
                      {order.seller.name}
                    </Text>
                  </Text>
                  {order.seller.registrationNo && (
                    <Text size="xs" c="gray.7">
                      {t('receiptPage.registrationNo', { number: order.seller.registrationNo })}
                    </Text>
                  )}
                </Box>
              </Group>
              <OrderLines
                lines={order.lines}
                currency={receipt.currency}
                caption={t('receiptPage.itemsCaption', { number: order.number })}
              />
              <Box ml="auto" mt="sm" maw={340}>
                <OrderTotals
                  totals={order.totals}
                  currency={receipt.currency}
                  labels="orderDetail"
                  grandLabel={t('receiptPage.orderTotal')}
                />
              </Box>
            </Box>
          ))}
          <Divider />
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} size="lg">
              {t('receiptPage.amountPaid')}
            </Text>
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(receipt.amountSen, receipt.currency)}
            </Text>
          </Group>
          <Text size="xs" c="gray.7">
            {t('receiptPage.footnote')}
          </Text>
        </Stack>
      </Card>
      <Box className={classes.noPrint}>
        <RefundList refunds={receipt.refunds} />
      </Box>
    </Stack>
  );
}

/** The invoices a payment of invoices settled: cards on phones, a table from the extra-small breakpoint up. */
function ReceiptInvoices({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const money = (sen: number) => formatMoney(sen, receipt.currency);
  return (
    <Box component="section" aria-labelledby="receipt-invoices">
      <Divider mb="md" />
      <Title order={2} size="h4" id="receipt-invoices" mb="xs">
        {t('billingDocs.receiptInvoicesTitle')}
      </Title>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} hiddenFrom="xs">
        {receipt.invoices.map((invoice) => (
          <li key={invoice.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Stack gap={2} py="xs" data-testid="receipt-invoice-card">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fw={700} size="sm">
                  {invoice.number}
                </Text>
                <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {money(invoice.amountSen)}
                </Text>
              </Group>
              <Text size="xs" c="gray.7">
                {t('billingDocs.order')} {invoice.orderNumber} · {invoice.sellerName}
              </Text>
              <Text size="xs" c="gray.7">
                {t('billingDocs.outstandingAfter')}: {money(invoice.outstandingAfterSen)}
              </Text>
            </Stack>
          </li>
        ))}
      </Stack>
      <Table verticalSpacing="xs" visibleFrom="xs">
        <VisuallyHidden component="caption">{t('billingDocs.invoicesCaption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billingDocs.invoice')}</Table.Th>
            <Table.Th>{t('billingDocs.order')}</Table.Th>
            <Table.Th>{t('billingDocs.seller')}</Table.Th>
            <Table.Th ta="right">{t('billingDocs.amountApplied')}</Table.Th>
            <Table.Th ta="right">{t('billingDocs.outstandingAfter')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.invoices.map((invoice) => (
            <Table.Tr key={invoice.id} data-testid="receipt-invoice-row">
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {invoice.number}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.orderNumber}</Table.Td>
              <Table.Td>{invoice.sellerName}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(invoice.amountSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(invoice.outstandingAfterSen)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
