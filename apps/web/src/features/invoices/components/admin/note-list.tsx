/**
 * /admin/cn and /admin/dn: every credit or debit note, newest first, with a search (note, invoice
 * or order number, buyer or seller) and paging; the search and page live in the address.
 */
import { Card, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { NoteKind } from '@binamart/shared';
import { ListSearch, ListStack, PagedList } from '@/components/ui/paged-list';
import { useListParams } from '@/lib/list-params';
import { NOTES_PAGE_SIZE, useNotes } from '../../api/use-notes';
import { NoteRows } from './note-rows';

export function NoteList({ kind }: { kind: NoteKind }) {
  const { t } = useTranslation();
  const { q, page, set } = useListParams();
  const query = useNotes({ kind, q: q || undefined, page });

  return (
    <ListStack>
      <ListSearch
        label={t(`adminNotes.list.${kind}.search`)}
        placeholder={t('adminNotes.list.searchPlaceholder')}
        value={q}
        onSearch={(next) => set({ q: next })}
        maw={420}
      />
      <PagedList
        query={query}
        pageSize={NOTES_PAGE_SIZE}
        page={page}
        onPage={(next) => set({ q, page: next })}
        pagesLabel={t(`adminNotes.list.${kind}.pages`)}
        empty={
          <Card withBorder radius="md">
            <Text c="gray.7">{q ? t('adminNotes.list.noMatch') : t(`adminNotes.list.${kind}.empty`)}</Text>
          </Card>
        }
      >
        {(notes) => <NoteRows notes={notes} caption={t(`adminNotes.list.${kind}.caption`, { page })} />}
      </PagedList>
    </ListStack>
  );
}
