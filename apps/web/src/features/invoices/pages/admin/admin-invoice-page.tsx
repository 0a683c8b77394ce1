/**
 * /admin/invoicein/:id: one invoice with its order, parties, dates and amounts, the credit and
 * debit notes issued against it, its PDF and — with admInv Write — issuing a credit or debit note.
 */
import { Alert, Anchor, Badge, Button, Card, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileTypePdf, IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import {
  type Invoice,
  type Note,
  type NoteKind,
  formatDate,
  formatDateTime,
  formatMoney,
  hasPermission,
} from '@binamart/shared';
import { InvoiceStatusBadge } from '@/components/ui/invoice-status-badge';
import { Fact } from '@/components/ui/fact';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { calendarDate } from '@/lib/calendar-dates';
import { useAdminInvoice } from '../../api/use-admin-invoice';
import { useInvoiceNotes } from '../../api/use-invoice-notes';
import { notePath } from '../../components/admin/note-links';
import { NoteFormModal } from '../../components/admin/note-form-modal';
import { NoteRows } from '../../components/admin/note-rows';

export function AdminInvoicePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useAuthUser();
  const canWrite = user !== null && hasPermission(user.permissions, 'admInv', 'Write');
  const { data: invoice, error, refetch } = useAdminInvoice(id);
  const [issuing, setIssuing] = useState<NoteKind | null>(null);
  const [issued, setIssued] = useState<Note | null>(null);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  const payableSen = invoice ? invoice.outstandingSen - invoice.inProgressSen : 0;
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/in" size="sm">
          ← {t('adminInvoice.back')}
        </Anchor>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!invoice && !error && <PageLoader />}
        {invoice && (
          <>
            <PageHeader
              title={t('adminInvoice.title', { number: invoice.number })}
              subtitle={
                <Group gap={6} component="span">
                  <InvoiceStatusBadge status={invoice.status} />
                  <Text span size="sm" c="gray.7">
                    {t(`invoiceKind.${invoice.kind}`)}
                  </Text>
                  {invoice.originalDueDate && (
                    <Badge color="blue.8" variant="filled" autoContrast>
                      {t('adminInvoice.extended')}
                    </Badge>
                  )}
                </Group>
              }
              actions={
                <>
                  {canWrite && payableSen > 0 && (
                    <Button leftSection={<IconMinus size={18} aria-hidden />} onClick={() => setIssuing('credit')}>
                      {t('adminInvoice.issueCredit')}
                    </Button>
                  )}
                  {canWrite && (
                    <Button
                      variant="outline"
                      leftSection={<IconPlus size={18} aria-hidden />}
                      onClick={() => setIssuing('debit')}
                    >
                      {t('adminInvoice.issueDebit')}
                    </Button>
                  )}
                  <Button
                    component={Link}
                    to={`/admin/invoicepdf/${invoice.id}`}
                    variant="default"
                    leftSection={<IconFileTypePdf size={18} aria-hidden />}
                  >
                    {t('adminInvoice.pdf')}
                  </Button>
                </>
              }
            />
            {issued && (
              <Alert
                color="teal"
                icon={<IconCircleCheck aria-hidden />}
                role="status"
                withCloseButton
                onClose={() => setIssued(null)}
              >
                {t(`adminInvoice.issued.${issued.kind}`, {
                  number: issued.number,
                  amount: formatMoney(issued.amountSen, issued.currency),
                })}{' '}
                <Anchor component={Link} to={notePath(issued)} fw={600}>
                  {t('adminInvoice.viewNote')}
                </Anchor>
              </Alert>
            )}
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Details invoice={invoice} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Amounts invoice={invoice} />
              </Grid.Col>
              <Grid.Col span={12}>
                <Notes invoice={invoice} />
              </Grid.Col>
            </Grid>
            <NoteFormModal
              kind={issuing}
              invoice={invoice}
              onClose={() => setIssuing(null)}
              onIssued={(note) => setIssued(note)}
            />
          </>
        )}
      </Stack>
    </Screen>
  );
}

function Details({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const credit = invoice.kind === 'credit';
  return (
    <Card withBorder radius="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminInvoice.order')}>
            <Anchor
              component={Link}
              to={`/admin/order/${invoice.order.id}`}
              aria-label={t('adminInvoice.openOrder', { number: invoice.order.number })}
            >
              {invoice.order.number}
            </Anchor>
          </Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminInvoice.kind')}>{t(`invoiceKind.${invoice.kind}`)}</Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminInvoice.buyer')}>{invoice.buyer.name}</Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminInvoice.seller')}>{invoice.seller.name}</Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminInvoice.term')}>
            {invoice.creditTerm ? t('adminInvoice.termDays', { days: invoice.creditTerm }) : '—'}
          </Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminInvoice.issuedAt')}>{formatDate(invoice.issuedAt)}</Fact>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Fact label={t('adminInvoice.dueDate')}>{credit ? calendarDate(invoice.dueDate) : '—'}</Fact>
        </Grid.Col>
        {invoice.originalDueDate && (
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <Fact label={t('adminInvoice.originalDueDate')}>
              {calendarDate(invoice.originalDueDate)}
              {invoice.extendedAt && (
                <Text size="xs" c="gray.7" fw={400}>
                  {t('adminInvoice.extendedAt', { at: formatDateTime(invoice.extendedAt) })}
                </Text>
              )}
            </Fact>
          </Grid.Col>
        )}
        {invoice.paidAt && (
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <Fact label={t('adminInvoice.paidAt')}>{formatDateTime(invoice.paidAt)}</Fact>
          </Grid.Col>
        )}
      </Grid>
    </Card>
  );
}

function Amounts({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const money = (sen: number) => formatMoney(sen, invoice.currency);
  const row = (label: string, value: string, strong = false) => (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t('adminInvoice.amounts')}
      </Title>
      <Stack gap={8}>
        {row(t('adminInvoice.amount'), money(invoice.amountSen))}
        {row(t('adminInvoice.creditNotes'), `− ${money(invoice.creditNotedSen)}`)}
        {row(t('adminInvoice.debitNotes'), `+ ${money(invoice.debitNotedSen)}`)}
        {row(t('adminInvoice.paid'), `− ${money(invoice.paidSen)}`)}
        <Divider />
        {row(t('adminInvoice.outstanding'), money(invoice.outstandingSen), true)}
        {invoice.inProgressSen > 0 && (
          <>
            {row(t('adminInvoice.inProgress'), money(invoice.inProgressSen))}
            <Text size="xs" c="gray.7">
              {t('adminInvoice.inProgressHint')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

function Notes({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useInvoiceNotes(invoice.id);
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t('adminInvoice.notes')}
      </Title>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && data.items.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('adminInvoice.noNotes')}
        </Text>
      )}
      {data && data.items.length > 0 && <NoteRows notes={data.items} caption={t('adminInvoice.notes')} ofInvoice />}
    </Card>
  );
}
