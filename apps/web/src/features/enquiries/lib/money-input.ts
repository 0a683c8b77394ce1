/**
 * Money typed in ringgit on a form and kept in whole sen (the contract's unit): the number input
 * hands over a number, or a string while it is empty or half-typed ("12."); only a finite number
 * becomes sen, rounded half-up to the sen once, in packages/shared.
 */
import { ringgitToSen, senToRinggit } from '@binamart/shared';

/** What a money input holds: a number, or text ('' when empty). */
export type TypedAmount = number | string;

/** RM as typed to whole sen; null when nothing (or no number) is typed. */
export function typedToSen(typed: TypedAmount | null | undefined): number | null {
  if (typed === null || typed === undefined) return null;
  const value = typeof typed === 'number' ? typed : typed.trim() === '' ? Number.NaN : Number(typed.replace(/,/g, ''));
  return Number.isFinite(value) ? ringgitToSen(value) : null;
}

/** Whole sen to what the input shows in RM; '' for none. */
export function senToTyped(sen: number | null | undefined): number | '' {
  return sen === null || sen === undefined ? '' : senToRinggit(sen);
}
