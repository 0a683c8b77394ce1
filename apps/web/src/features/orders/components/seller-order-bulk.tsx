/**
 * The seller's orders picked on its list, accepted or rejected with one reason: each order as if
 * opened and answered alone, and what became of each listed afterwards.
 */
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import type { BulkOutcome } from '@binamart/shared';
import { BulkBar } from '@/components/ui/bulk-bar';
import { BulkResults } from '@/components/ui/bulk-results';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ReasonModal } from '@/components/ui/reason-modal';
import type { RowSelection } from '@/components/ui/row-selection';
import { useBulkOrders } from '../api/use-bulk-orders';

export function SellerOrderBulk({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation();
  const bulk = useBulkOrders();
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const count = selection.ids.length;
  const run = async (action: 'accept' | 'reject', reason = '') => {
    setOutcome(await bulk.mutateAsync({ ids: selection.ids, action, reason }));
    selection.clear();
  };
  return (
    <>
      <BulkResults outcome={outcome} onClose={() => setOutcome(null)} />
      <BulkBar count={count} onClear={selection.clear}>
        <Button color="teal.9" onClick={() => setAsking('accept')}>
          {t('bulk.orders.accept')}
        </Button>
        <Button color="red.8" variant="outline" onClick={() => setAsking('reject')}>
          {t('bulk.orders.reject')}
        </Button>
      </BulkBar>
      <ConfirmModal
        opened={asking === 'accept'}
        title={t('bulk.orders.acceptTitle', { count })}
        body={t('bulk.orders.acceptBody')}
        confirmLabel={t('bulk.orders.accept')}
        confirmColor="teal.9"
        onConfirm={() => run('accept')}
        onClose={() => setAsking(null)}
      />
      <ReasonModal
        opened={asking === 'reject'}
        title={t('bulk.orders.rejectTitle', { count })}
        intro={t('bulk.orders.rejectIntro')}
        reasonLabel={t('bulk.orders.reason')}
        confirmLabel={t('bulk.orders.reject')}
        onConfirm={(reason) => run('reject', reason)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
