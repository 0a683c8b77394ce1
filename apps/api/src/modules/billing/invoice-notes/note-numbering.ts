/**
 * Credit and debit note numbers (spec §3 Invoice: credit note, debit note): CN-<yyyy>-<6 digits>
 * and DN-<yyyy>-<6 digits>, one sequence per kind and year (Malaysian time). The counter row
 * moves inside the issuing transaction and stays locked until it ends, so concurrent notes
 * queue and a rolled-back or refused note gives its number back: numbers have no gaps.
 */
import { sql } from 'drizzle-orm';
import type { NoteKind } from '@binamart/shared';
import type { Db } from '../../../db/client';
import { noteCounters } from './tables';

export const NOTE_PREFIX: Record<NoteKind, 'CN' | 'DN'> = { credit: 'CN', debit: 'DN' };

/** "CN-2026-000042": the next number of the kind's sequence in `year`. */
export async function nextNoteNumber(tx: Db, kind: NoteKind, year: number): Promise<string> {
  const prefix = NOTE_PREFIX[kind];
  const [row] = await tx
    .insert(noteCounters)
    .values({ prefix, year, last: 1 })
    .onConflictDoUpdate({
      target: [noteCounters.prefix, noteCounters.year],
      set: { last: sql`${noteCounters.last} + 1` },
    })
    .returning({ last: noteCounters.last });
  return `${prefix}-${year}-${String(row!.last).padStart(6, '0')}`;
}
