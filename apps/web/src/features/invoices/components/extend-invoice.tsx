/**
 * "Extend 30 days" on an invoice the buyer may extend (invoice.canExtend): a confirmation with the
 * new due date and the 1% interest billed as a debit note; the API's refusal is shown in the modal.
 */
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  EXTENSION_DAYS,
  type ExtensionResult,
  type Invoice,
  extensionInterestSen,
  formatMoney,
} from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { calendarDate } from '@/lib/calendar-dates';
import { useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from '../api/keys';
import { useExtendInvoice } from '../api/use-extend-invoice';

/** A calendar date (YYYY-MM-DD) `days` days later. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export function ExtendInvoice({
  invoice,
  onExtended,
}: {
  invoice: Invoice;
  onExtended: (invoice: Invoice, result: ExtensionResult) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const extend = useExtendInvoice();
  const queryClient = useQueryClient();
  // a refusal is shown in the modal; the list is asked again once the modal closes
  const [refused, setRefused] = useState(false);
  const interest = extensionInterestSen(invoice.outstandingSen);
  const dates = {
    number: invoice.number,
    from: calendarDate(invoice.dueDate),
    to: calendarDate(addDays(invoice.dueDate, EXTENSION_DAYS)),
    interest: formatMoney(interest, invoice.currency),
    outstanding: formatMoney(invoice.outstandingSen, invoice.currency),
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        aria-label={t('invoiceRows.extendLabel', { number: invoice.number })}
        onClick={() => setOpened(true)}
      >
        {t('invoiceRows.extend')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('invoiceRows.extendTitle', { number: invoice.number })}
        body={t(interest > 0 ? 'invoiceRows.extendBody' : 'invoiceRows.extendBodyNoInterest', dates)}
        confirmLabel={t('invoiceRows.extendConfirm')}
        confirmColor="siteBlue.8"
        onConfirm={async () => {
          try {
            onExtended(invoice, await extend.mutateAsync(invoice.id));
          } catch (error) {
            setRefused(true);
            throw error;
          }
        }}
        onClose={() => {
          setOpened(false);
          if (refused) void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
        }}
      />
    </>
  );
}
