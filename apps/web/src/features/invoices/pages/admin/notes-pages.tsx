/** /admin/cn and /admin/dn: the lists of credit notes and debit notes. */
import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { NoteKind } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { NoteList } from '../../components/admin/note-list';

function NotesPage({ kind }: { kind: NoteKind }) {
  const { t } = useTranslation();
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t(`adminNotes.list.${kind}.title`)} subtitle={t(`adminNotes.list.${kind}.subtitle`)} />
        <NoteList key={kind} kind={kind} />
      </Stack>
    </Screen>
  );
}

/** /admin/cn */
export function CreditNotesPage() {
  return <NotesPage kind="credit" />;
}

/** /admin/dn */
export function DebitNotesPage() {
  return <NotesPage kind="debit" />;
}
