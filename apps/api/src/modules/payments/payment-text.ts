/** How a payment's stored words read in the reader's language. */
import { type Language, translate } from '@binamart/shared';

/** A stored failure reason in the reader's language: catalogue keys are translated, an administrator's words kept. */
export const reasonText = (language: Language, reason: string | null) =>
  reason && /^payment\.\w+$/.test(reason) ? translate(language, reason) : reason;
