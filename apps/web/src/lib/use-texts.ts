/**
 * For screens that are not pages of their own (the centres' menus): the catalogue parts they
 * use, loaded in the current language; false until they are there.
 */
import { useEffect, useReducer } from 'react';
import { useTranslation } from '@/lib/translation';
import { type TextPart, loadTexts, textsArrived } from './i18n';

export function useTexts(parts: readonly TextPart[]): boolean {
  const { i18n } = useTranslation();
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const ready = textsArrived(parts);
  const wanted = parts.join();
  useEffect(() => {
    if (!ready) void loadTexts(wanted.split(',') as TextPart[]).then(arrived, arrived);
  }, [ready, wanted, i18n.language]);
  return ready;
}
