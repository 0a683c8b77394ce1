/**
 * The checkout's autosave: what is typed is saved to the draft 800 ms after the last change,
 * and once more when the page is left; nothing is saved once the checkout is placed.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { CheckoutDetailsInput, CheckoutDraftDetails } from '@binamart/shared';
import { saveCheckoutDetails } from '../api/save-checkout-details';
import { toDraft } from './checkout-values';
import { checkoutKeys } from '../api/keys';

export type SaveState = 'idle' | 'saving' | 'saved' | { failed: string };

export function useCheckoutAutosave(
  checkoutId: string,
  values: Partial<CheckoutDetailsInput>,
  defaults: Partial<CheckoutDetailsInput>,
  placed: RefObject<boolean>,
): SaveState {
  const queryClient = useQueryClient();
  const draftJson = JSON.stringify(toDraft(values));
  const [debouncedDraft] = useDebouncedValue(draftJson, 800);
  const lastSaved = useRef(JSON.stringify(toDraft(defaults)));
  const latest = useRef(draftJson);
  latest.current = draftJson;
  const [saveState, setSaveState] = useState<SaveState>('idle');
  useEffect(() => {
    if (placed.current || debouncedDraft === lastSaved.current) return;
    const json = debouncedDraft;
    setSaveState('saving');
    saveCheckoutDetails(checkoutId, JSON.parse(json) as CheckoutDraftDetails)
      .then(() => {
        lastSaved.current = json;
        setSaveState('saved');
      })
      .catch((e: Error) => setSaveState({ failed: e.message }));
  }, [debouncedDraft, checkoutId, placed]);
  useEffect(() => {
    const flush = () => {
      if (placed.current || latest.current === lastSaved.current) return;
      lastSaved.current = latest.current;
      void saveCheckoutDetails(checkoutId, JSON.parse(latest.current) as CheckoutDraftDetails).catch(() => {});
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    };
  }, [checkoutId, queryClient, placed]);
  return saveState;
}
