/**
 * /seller/reviews (the supplier's products' reviews, each answered once) and /admin/reviews (every
 * review; an abusive one hidden with a reason, or shown again): searched and filtered in the address.
 */
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type ManagedReview, formatDate, hasPermission } from '@binamart/shared';
import { DoneAlert } from '@/components/ui/done-alert';
import { PageHeader } from '@/components/ui/page-header';
import { ListSearch, PagedList } from '@/components/ui/paged-list';
import { ReasonModal } from '@/components/ui/reason-modal';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useAuthUser } from '@/lib/auth-store';
import { oneOf, useListParams } from '@/lib/list-params';
import { useHideReview } from '../api/use-hide-review';
import { useManagedReviews } from '../api/use-managed-reviews';
import { useReplyReview } from '../api/use-reply-review';
import { ReviewItem } from '../components/review-item';

const PAGE_SIZE = 10;
const FILTERS = {
  seller: ['unanswered', 'low', 'hidden'],
  admin: ['low', 'hidden', 'unanswered'],
} as const;
type Filter = 'unanswered' | 'low' | 'hidden';
type Side = 'seller' | 'admin';

export const SellerReviewsPage = () => <ManagedReviewsPage side="seller" />;
export const AdminReviewsPage = () => <ManagedReviewsPage side="admin" />;

function ManagedReviewsPage({ side }: { side: Side }) {
  const { t } = useTranslation();
  const { params, page, q, set } = useListParams();
  const filter = oneOf<Filter>(FILTERS[side], params.get('filter'));
  const query = useManagedReviews(side, { q, filter: filter ?? 'all', page, pageSize: PAGE_SIZE });
  const user = useAuthUser();
  const mayAct = !!user && hasPermission(user.permissions, side === 'seller' ? 'sellPro' : 'admPro', 'Write');
  const [acting, setActing] = useState<ManagedReview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reply = useReplyReview();
  const hide = useHideReview();

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={t(side === 'seller' ? 'manageReviews.sellerTitle' : 'manageReviews.adminTitle')}
        subtitle={t(side === 'seller' ? 'manageReviews.sellerIntro' : 'manageReviews.adminIntro')}
      />
      <DoneAlert message={done} onClose={() => setDone(null)} />
      <ListSearch label={t('manageReviews.search')} value={q} onSearch={(next) => set({ q: next })} maw={420} />
      <StatusTabs
        value={filter}
        statuses={FILTERS[side]}
        label={t(side === 'seller' ? 'manageReviews.sellerTitle' : 'manageReviews.adminTitle')}
        allLabel={t('manageReviews.filters.all')}
        statusLabel={(s) => t(`manageReviews.filters.${s}`)}
        onChange={(next) => set({ filter: next })}
      />
      <PagedList
        query={query}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={(next) => set({ page: next })}
        empty={<Text c="gray.7">{t('manageReviews.empty')}</Text>}
      >
        {(reviews) =>
          reviews.map((review) => (
            <Card key={review.id} withBorder radius="md">
              <ReviewItem review={review} showProduct>
                <Stack gap="xs">
                  <Text size="xs" c="gray.7">
                    {t('manageReviews.order', { number: review.orderNumber })}
                    {side === 'admin' ? ` · ${t('manageReviews.supplier', { name: review.sellerName })}` : ''}
                  </Text>
                  {review.hidden && (
                    <Alert color="yellow" p="xs">
                      {t('manageReviews.hiddenBy', {
                        date: formatDate(review.hidden.at),
                        reason: review.hidden.reason,
                      })}
                    </Alert>
                  )}
                  {mayAct && (
                    <Group gap="xs">
                      {side === 'seller' && !review.reply && !review.hidden && (
                        <Button size="xs" onClick={() => setActing(review)}>
                          {t('manageReviews.reply')}
                        </Button>
                      )}
                      {side === 'admin' && !review.hidden && (
                        <Button size="xs" variant="outline" color="red.8" onClick={() => setActing(review)}>
                          {t('manageReviews.hide')}
                        </Button>
                      )}
                      {side === 'admin' && review.hidden && (
                        <Button
                          size="xs"
                          variant="default"
                          loading={hide.isPending && hide.variables?.id === review.id}
                          onClick={() =>
                            void hide.mutateAsync({ id: review.id, reason: null }).then(
                              () => setDone(t('manageReviews.shownDone')),
                              (e: Error) => setDone(e.message),
                            )
                          }
                        >
                          {t('manageReviews.show')}
                        </Button>
                      )}
                    </Group>
                  )}
                </Stack>
              </ReviewItem>
            </Card>
          ))
        }
      </PagedList>
      {side === 'seller' ? (
        <ReasonModal
          opened={acting !== null}
          title={t('manageReviews.replyTitle', { buyer: acting?.buyerName ?? '' })}
          intro={t('manageReviews.replyHelp')}
          reasonLabel={t('manageReviews.replyLabel')}
          confirmLabel={t('manageReviews.sendReply')}
          dismissLabel={t('manageReviews.cancel')}
          onClose={() => setActing(null)}
          onConfirm={async (text) => {
            await reply.mutateAsync({ id: acting!.id, reply: text });
            setDone(t('manageReviews.replied'));
          }}
        />
      ) : (
        <ReasonModal
          opened={acting !== null}
          title={t('manageReviews.hideTitle')}
          intro={t('manageReviews.hideIntro')}
          reasonLabel={t('manageReviews.hideReason')}
          confirmLabel={t('manageReviews.hideConfirm')}
          dismissLabel={t('manageReviews.cancel')}
          onClose={() => setActing(null)}
          onConfirm={async (reason) => {
            await hide.mutateAsync({ id: acting!.id, reason });
            setDone(t('manageReviews.hiddenDone'));
          }}
        />
      )}
    </Stack>
  );
}
