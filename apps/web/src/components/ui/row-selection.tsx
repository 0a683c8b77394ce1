/**
 * Rows of a list picked for a bulk action: a checkbox per row and one for every row of the page.
 * The selection belongs to what the list shows: it is emptied when the page or the filters change.
 */
import { Checkbox } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/translation';

export interface RowSelection {
  /** the selected ids, in the page's order */
  ids: string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  /** selects every row of the page, or none when all are */
  toggleAll: () => void;
  clear: () => void;
  all: boolean;
  some: boolean;
}

/** The selection among `pageIds`, emptied whenever `resetKey` (page and filters) changes. */
export function useRowSelection(pageIds: readonly string[], resetKey: string): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setSelected(new Set()), [resetKey]);
  return useMemo(() => {
    const ids = pageIds.filter((id) => selected.has(id));
    const all = pageIds.length > 0 && ids.length === pageIds.length;
    return {
      ids,
      has: (id) => selected.has(id),
      toggle: (id) =>
        setSelected((current) => {
          const next = new Set(current);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
      toggleAll: () => setSelected(all ? new Set() : new Set(pageIds)),
      clear: () => setSelected(new Set()),
      all,
      some: ids.length > 0 && !all,
    };
  }, [pageIds, selected]);
}

/** The header's checkbox: every row of the page. */
export function SelectAllCheckbox({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('bulk.selectAll')}
      checked={selection.all}
      indeterminate={selection.some}
      onChange={selection.toggleAll}
    />
  );
}

/** A row's checkbox, named after the row. */
export function RowCheckbox({ selection, id, name }: { selection: RowSelection; id: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('bulk.selectRow', { name })}
      checked={selection.has(id)}
      onChange={() => selection.toggle(id)}
    />
  );
}
