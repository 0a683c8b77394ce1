/** A note's kind (credit or debit) and its cause (issued by hand or billed by a credit-term extension). */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { NoteCause, NoteKind } from '@binamart/shared';

/** Long labels wrap inside the badge instead of being cut off in narrow columns. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%', flexShrink: 0 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

export function NoteKindBadge({ kind }: { kind: NoteKind }) {
  const { t } = useTranslation();
  return (
    <Badge color={kind === 'credit' ? 'teal.9' : 'orange.9'} variant="filled" autoContrast styles={WRAPPING}>
      {t(`adminNotes.kind.${kind}`)}
    </Badge>
  );
}

export function NoteCauseBadge({ cause }: { cause: NoteCause }) {
  const { t } = useTranslation();
  return (
    <Badge color={cause === 'manual' ? 'gray.7' : 'blue.8'} variant="outline" styles={WRAPPING}>
      {t(`adminNotes.cause.${cause}`)}
    </Badge>
  );
}
