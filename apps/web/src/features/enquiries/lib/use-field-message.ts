/**
 * A field's error as shown: a catalogue key from a shared schema is translated; a message the API
 * already translated is shown as it came (so a colon in it is never read as a namespace).
 */
import { useTranslation } from '@/lib/translation';
import { QUOTATION_MAX_VALID_DAYS } from '@binamart/shared';

/** The numbers the enquiry messages name, which a schema's message cannot carry. */
const VALUES = { days: QUOTATION_MAX_VALID_DAYS };

export function useFieldMessage(): (message?: string) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => (message ? (i18n.exists(message) ? t(message, VALUES) : message) : undefined);
}
