/** An enquiry's and a quotation's state as a coloured badge (dark shades: readable white text), in the reader's language. */
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { EnquiryStatus, QuotationStatus } from '@binamart/shared';

const ENQUIRY_COLOURS: Record<EnquiryStatus, string> = {
  pending: 'orange.9',
  responded: 'blue.8',
  added: 'violet.8',
  addedToCart: 'indigo.8',
  orderPlaced: 'teal.9',
  closed: 'gray.7',
};

const QUOTATION_COLOURS: Record<QuotationStatus, string> = {
  open: 'blue.8',
  superseded: 'gray.7',
  accepted: 'teal.9',
  expired: 'red.9',
};

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={ENQUIRY_COLOURS[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {t(`enquiryStates.${status}`)}
    </Badge>
  );
}

/** Give the state as `quotationState` reads it at this moment (an open one past its date shows expired). */
export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={QUOTATION_COLOURS[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {t(`quotationStates.${status}`)}
    </Badge>
  );
}
