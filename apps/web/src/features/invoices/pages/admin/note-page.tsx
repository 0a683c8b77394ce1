/**
 * /admin/invoicecn/:id and /admin/invoicedn/:id: one credit or debit note (number, cause, the
 * invoice and order it adjusts, the parties, amount, reason, who issued it and when) and its PDF.
 * A note opened under the other kind's address moves to its own address.
 */
import { Anchor, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link, Navigate, useParams } from 'react-router';
import { type NoteKind, formatDateTime, formatMoney } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { calendarDate } from '@/lib/calendar-dates';
import { useNote } from '../../api/use-note';
import { notePath, notePdfUrl } from '../../components/admin/note-links';
import { NoteCauseBadge, NoteKindBadge } from '../../components/admin/note-badges';
import { PdfButton } from '@/components/ui/pdf-button';

function NotePage({ kind }: { kind: NoteKind }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: note, error, refetch } = useNote(id);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  if (note && note.kind !== kind) return <Navigate to={notePath(note)} replace />;
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to={kind === 'credit' ? '/admin/cn' : '/admin/dn'} size="sm">
          ← {t(`adminNotes.detail.back.${kind}`)}
        </Anchor>
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!note && !error && <PageLoader />}
        {note && (
          <>
            <PageHeader
              title={t(`adminNotes.detail.title.${note.kind}`, { number: note.number })}
              subtitle={
                <Group gap={6} component="span">
                  <NoteKindBadge kind={note.kind} />
                  <NoteCauseBadge cause={note.cause} />
                </Group>
              }
              actions={
                <PdfButton
                  url={notePdfUrl(note.id)}
                  label={t('adminNotes.detail.downloadPdf')}
                  failure={t('adminNotes.pdfFailed')}
                />
              }
            />
            <Card withBorder radius="md">
              <Grid gap="md">
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Fact label={t('adminNotes.number')}>{note.number}</Fact>
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Fact label={t('adminNotes.amount')}>
                    <Text span fw={700} size="lg">
                      {note.kind === 'credit' ? '−' : '+'} {formatMoney(note.amountSen, note.currency)}
                    </Text>
                  </Fact>
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Fact label={t('adminNotes.invoice')}>
                    <Anchor
                      component={Link}
                      to={`/admin/invoicein/${note.invoice.id}`}
                      aria-label={t('adminNotes.openInvoice', { number: note.invoice.number })}
                    >
                      {note.invoice.number}
                    </Anchor>
                    <Text size="xs" c="gray.7" fw={400}>
                      {t('adminNotes.detail.invoiceDue', { date: calendarDate(note.invoice.dueDate) })}
                    </Text>
                  </Fact>
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Fact label={t('adminNotes.order')}>
                    <Anchor
                      component={Link}
                      to={`/admin/order/${note.order.id}`}
                      aria-label={t('adminNotes.openOrder', { number: note.order.number })}
                    >
                      {note.order.number}
                    </Anchor>
                  </Fact>
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Fact label={t('adminNotes.buyer')}>{note.buyer.name}</Fact>
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Fact label={t('adminNotes.seller')}>{note.seller.name}</Fact>
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Fact label={t('adminNotes.causeLabel')}>{t(`adminNotes.causeLong.${note.cause}`)}</Fact>
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Fact label={t('adminNotes.issuedAt')}>
                    {formatDateTime(note.issuedAt)}
                    <Text size="xs" c="gray.7" fw={400}>
                      {note.issuedBy
                        ? t('adminNotes.detail.issuedBy', { name: note.issuedBy })
                        : t('adminNotes.detail.issuedBySystem')}
                    </Text>
                  </Fact>
                </Grid.Col>
                <Grid.Col span={12}>
                  <Fact label={t('adminNotes.reason')}>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {note.reason}
                    </Text>
                  </Fact>
                </Grid.Col>
              </Grid>
            </Card>
          </>
        )}
      </Stack>
    </Screen>
  );
}

/** /admin/invoicecn/:id */
export function CreditNotePage() {
  return <NotePage kind="credit" />;
}

/** /admin/invoicedn/:id */
export function DebitNotePage() {
  return <NotePage kind="debit" />;
}
