/**
 * One enquiry as a side reads it (/enquiry/:id, /seller/enquiry/:id, /admin/enquiry/:id): its
 * state, the quotation versions (each opening /quotation/:id), the messages with a box to write,
 * what was asked and the delivery wanted; the supplier's quotation form and the administrators'
 * close and reassign. The page follows the enquiry's stream, so others' changes show at once.
 */
import { Alert, Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileInvoice } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useParams } from 'react-router';
import type { Enquiry } from '@binamart/shared';
import { DoneAlert } from '@/components/ui/done-alert';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { ChatWithSupplierButton } from '@/features/chat/index';
import { useEnquiry } from '../api/use-enquiry';
import { type EnquirySide, PAGE_BASE, canRespondEnquiries, canWriteOn } from '../lib/enquiry-access';
import { AdminEnquiryActions } from './admin-enquiry-actions';
import { EnquiryDelivery, EnquiryLines } from './enquiry-facts';
import { MessageThread } from './message-thread';
import { QuotationVersions, byNewest } from './quotation-versions';
import { SellerQuotationPanel } from './seller-quotation-panel';
import { EnquiryStatusBadge } from './status-badges';

export function EnquiryDetailScreen({ side }: { side: EnquirySide }) {
  const { id = '' } = useParams();
  const { data: enquiry, error, refetch } = useEnquiry(side, id);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!enquiry) return <PageLoader />;
  return <EnquiryView enquiry={enquiry} side={side} />;
}

function EnquiryView({ enquiry, side }: { enquiry: Enquiry; side: EnquirySide }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const location = useLocation();
  const sent = (location.state as { sent?: boolean } | null)?.sent === true;
  const [done, setDone] = useState<ReactNode>(sent ? t('enquiryScreens.sent') : null);
  const canWrite = canWriteOn(side, user);
  const newest = byNewest(enquiry.quotations)[0];
  const accepted = enquiry.quotations.find((q) => q.status === 'accepted');
  const currency = enquiry.quotation?.currency ?? 'MYR';

  return (
    <Screen>
      <Stack gap="md">
        <Anchor component={Link} to={PAGE_BASE[side]} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('enquiryScreens.backToList')}
          </Group>
        </Anchor>
        <PageHeader
          title={`${enquiry.number} · ${enquiry.product.name}`}
          subtitle={
            <Group gap="xs" component="span">
              <EnquiryStatusBadge status={enquiry.status} />
              <Text span size="sm" c="gray.7">
                {side === 'buyer'
                  ? t('enquiryScreens.toSupplier', { name: enquiry.seller.name })
                  : t('enquiryScreens.fromBuyer', { name: enquiry.buyer.name })}
              </Text>
            </Group>
          }
          actions={
            (newest || side === 'buyer') && (
              <Group gap="xs">
                {side === 'buyer' && <ChatWithSupplierButton kind="enquiry" id={enquiry.id} />}
                {newest && (
                  <Button
                    component={Link}
                    to={`/quotation/${(accepted ?? newest).id}`}
                    variant="default"
                    leftSection={<IconFileInvoice size={16} aria-hidden />}
                  >
                    {t(accepted ? 'enquiryScreens.openAccepted' : 'enquiryScreens.openLatest')}
                  </Button>
                )}
              </Group>
            )
          }
        />
        <DoneAlert message={done} onClose={() => setDone(null)} />
        {enquiry.status === 'closed' && (
          <Alert color="gray" title={t('enquiryScreens.closedTitle')}>
            {enquiry.closedReason || t('enquiryScreens.closedNoReason')}
          </Alert>
        )}
        {side === 'buyer' && accepted && (enquiry.status === 'added' || enquiry.status === 'addedToCart') && (
          <Alert color="teal">
            {t(enquiry.status === 'added' ? 'enquiryScreens.acceptedHint' : 'enquiryScreens.inCartHint')}{' '}
            <Anchor component={Link} to={`/quotation/${accepted.id}`} fw={600}>
              {t('enquiryScreens.openAccepted')}
            </Anchor>
          </Alert>
        )}
        {side === 'buyer' && enquiry.status === 'pending' && (
          <Text size="sm" c="gray.7">
            {t('enquiryScreens.waitingHint')}
          </Text>
        )}
        {side === 'seller' && (
          <SellerQuotationPanel
            enquiry={enquiry}
            canRespond={canRespondEnquiries(user)}
            onSent={(quotation) =>
              setDone(
                <>
                  {t('quotationForm.sent', { number: quotation.number, version: quotation.version })}{' '}
                  <Anchor component={Link} to={`/quotation/${quotation.id}`} fw={600}>
                    {t('quotationForm.viewQuotation')}
                  </Anchor>
                </>,
              )
            }
          />
        )}
        {side === 'admin' && canWrite && <AdminEnquiryActions enquiry={enquiry} onDone={setDone} />}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <QuotationVersions versions={enquiry.quotations} currency={currency} />
              <MessageThread enquiry={enquiry} side={side} canWrite={canWrite} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <EnquiryLines enquiry={enquiry} />
              <EnquiryDelivery enquiry={enquiry} showAssignee={side !== 'buyer'} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Screen>
  );
}
