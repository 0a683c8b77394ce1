/**
 * What an overdue account means (spec §4: "Overdue account hides the credit facility and orders
 * become subject to acceptance"), said in the same words at checkout and on /cl: no credit terms
 * until the invoices past their due date are paid, a credit order that still arrives waits for
 * BinaMart's approval, and a link to those invoices.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';

/** The invoices past their due date ("unpaid"), where they are ticked and paid. */
export const OVERDUE_INVOICES_PATH = '/invoice?status=unpaid';

export function OverdueCreditNote() {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      role="note"
      title={t('creditCheckout.overdueTitle')}
      // the title in the text's colour: orange on its light ground is too faint to read
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t('creditCheckout.overdueBody')}</Text>
      <Anchor component={Link} to={OVERDUE_INVOICES_PATH} size="sm" fw={600}>
        {t('creditCheckout.payOverdue')}
      </Anchor>
    </Alert>
  );
}
