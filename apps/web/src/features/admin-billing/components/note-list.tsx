/**
 * /admin/cn and /admin/dn: every credit or debit note, newest first, with a search (note, invoice
 * or order number, buyer or seller) and paging; the search and page live in the address.
 */
import { Box, Card, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { NoteKind } from '@binamart/shared';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { NOTES_PAGE_SIZE, useNotes } from '../api/admin-billing';
import { NoteRows } from './note-rows';

export function NoteList({ kind }: { kind: NoteKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const { data, error, refetch } = useNotes({ kind, q: q || undefined, page });
  const set = (next: { q?: string; page?: number }) => {
    const merged = { q: q || undefined, page: undefined as number | undefined, ...next };
    const entries = Object.entries(merged).filter(([, v]) => v !== undefined && v !== '' && v !== 1);
    setParams(Object.fromEntries(entries.map(([k, v]) => [k, String(v)])));
  };
  const pages = data ? Math.ceil(data.total / NOTES_PAGE_SIZE) : 0;

  return (
    <Stack gap="md">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: text.trim() || undefined });
        }}
      >
        <TextInput
          label={t(`adminNotes.list.${kind}.search`)}
          placeholder={t('adminNotes.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          type="search"
          maw={420}
        />
      </form>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!data && !error && <PageLoader />}
      {data && data.items.length === 0 && (
        <Card withBorder radius="md">
          <Text c="gray.7">{q ? t('adminNotes.list.noMatch') : t(`adminNotes.list.${kind}.empty`)}</Text>
        </Card>
      )}
      {data && data.items.length > 0 && (
        <NoteRows notes={data.items} caption={t(`adminNotes.list.${kind}.caption`, { page })} />
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={t(`adminNotes.list.${kind}.pages`)}>
          <Pagination total={pages} value={page} onChange={(next) => set({ page: next })} />
        </Box>
      )}
    </Stack>
  );
}
