/**
 * Credit or debit notes as cards on phones and a table from the small breakpoint up. The note
 * number opens the note; the invoice number opens the invoice (left out on the invoice's own page).
 */
import { Anchor, Box, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type Note, formatDateTime, formatMoney } from '@binamart/shared';
import { notePath } from './note-links';
import { NoteCauseBadge, NoteKindBadge } from './note-badges';

/** The table of a list page sits in a bordered card, like the other admin lists. */
const FRAMED = { bd: '1px solid var(--mantine-color-gray-3)', bdrs: 'md' } as const;

export interface NoteRowsProps {
  notes: Note[];
  caption: string;
  /** the notes of one invoice: show the kind instead of the invoice and the parties */
  ofInvoice?: boolean;
}

export function NoteRows({ notes, caption, ofInvoice = false }: NoteRowsProps) {
  const { t } = useTranslation();
  const noteLink = (note: Note) => (
    <Anchor
      component={Link}
      to={notePath(note)}
      fw={600}
      aria-label={t('adminNotes.openNote', { number: note.number })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {note.number}
    </Anchor>
  );
  const invoiceLink = (note: Note) => (
    <Anchor
      component={Link}
      to={`/admin/invoicein/${note.invoice.id}`}
      aria-label={t('adminNotes.openInvoice', { number: note.invoice.number })}
    >
      {note.invoice.number}
    </Anchor>
  );
  const amount = (note: Note) => `${note.kind === 'credit' ? '−' : '+'} ${formatMoney(note.amountSen, note.currency)}`;

  return (
    <>
      <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {notes.map((note) => (
          <Card
            key={note.id}
            component="li"
            withBorder
            radius="md"
            padding={ofInvoice ? 'sm' : 'md'}
            data-testid="note-card"
          >
            <Stack gap={6}>
              <Group justify="space-between" gap={4} align="flex-start">
                {noteLink(note)}
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {amount(note)}
                </Text>
              </Group>
              {!ofInvoice && (
                <>
                  <Text size="sm">
                    {t('adminNotes.invoice')}: {invoiceLink(note)}
                  </Text>
                  <Text size="sm">
                    {note.buyer.name} · {note.seller.name}
                  </Text>
                </>
              )}
              {(ofInvoice || note.cause !== 'manual') && (
                <Group gap={6}>
                  {ofInvoice && <NoteKindBadge kind={note.kind} />}
                  {note.cause !== 'manual' && <NoteCauseBadge cause={note.cause} />}
                </Group>
              )}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {note.reason}
              </Text>
              <Text size="xs" c="gray.7">
                {t('adminNotes.issuedAt')}: {formatDateTime(note.issuedAt)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Box visibleFrom="sm" {...(ofInvoice ? {} : FRAMED)}>
        <Table.ScrollContainer minWidth={ofInvoice ? 520 : 820}>
          <Table verticalSpacing="sm" highlightOnHover>
            <VisuallyHidden component="caption">{caption}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminNotes.number')}</Table.Th>
                {!ofInvoice && (
                  <>
                    <Table.Th>{t('adminNotes.invoice')}</Table.Th>
                    <Table.Th>{t('adminNotes.parties')}</Table.Th>
                  </>
                )}
                <Table.Th>{t('adminNotes.reason')}</Table.Th>
                <Table.Th>{t('adminNotes.issuedAt')}</Table.Th>
                <Table.Th ta="right">{t('adminNotes.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notes.map((note) => (
                <Table.Tr key={note.id} data-testid="note-row">
                  <Table.Td>
                    {noteLink(note)}
                    {ofInvoice && (
                      <Text size="xs" c="gray.7">
                        {t(`adminNotes.kind.${note.kind}`)}
                      </Text>
                    )}
                  </Table.Td>
                  {!ofInvoice && (
                    <>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoiceLink(note)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{note.buyer.name}</Text>
                        <Text size="xs" c="gray.7">
                          {t('adminNotes.soldBy', { name: note.seller.name })}
                        </Text>
                      </Table.Td>
                    </>
                  )}
                  <Table.Td>
                    <Text size="sm" lineClamp={2} title={note.reason} style={{ overflowWrap: 'anywhere' }}>
                      {note.reason}
                    </Text>
                    {note.cause !== 'manual' && (
                      <Text size="xs" c="gray.7">
                        {t(`adminNotes.cause.${note.cause}`)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(note.issuedAt)}</Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {amount(note)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}
