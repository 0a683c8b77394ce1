/**
 * /delivery/:id: a DO tracked live by its buyer, its seller, its driver and administrators;
 * /acknowledge/:id: the buyer acknowledges or rejects it at the site, then follows its disputes.
 */
import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClipboardCheck, IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { type DeliveryOrder, formatDateTime } from '@binamart/shared';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import type { StreamState } from '@/lib/event-stream';
import { useDeliveryOrder } from '../api/use-delivery-order';
import { useDeliveryStream } from '../api/use-delivery-stream';
import { AcknowledgeForm } from '../components/acknowledge-form';
import { mayActOn, mayAnswerAsSeller, orderPathOf } from '../components/delivery-access';
import { DeliveryDetails, DeliveryItems } from '../components/delivery-details';
import { DeliveryOutcome, SignedDoButton } from '../components/delivery-outcome';
import { DeliveryStatusBadge } from '../components/delivery-status-badge';
import { DeliverySteps } from '../components/delivery-steps';
import { DisputesSection } from '../components/disputes-section';
import { LiveStatus } from '../components/live-status';

/** Loads the DO and follows its stream; 404 is "not found", 403 says "Unauthorised", others offer a retry. */
function DeliveryScreen({ children }: { children: (order: DeliveryOrder, live: StreamState) => ReactNode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: order, error, refetch } = useDeliveryOrder(id);
  const live = useDeliveryStream(id, Boolean(order));
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundMessage />;
  return (
    <Screen>
      {error instanceof ApiError && error.status === 403 ? (
        <Alert color="red" icon={<IconLock aria-hidden />} role="alert" title={t('delivery.unauthorised')}>
          {error.message !== t('delivery.unauthorised') && error.message}
        </Alert>
      ) : (
        error && <QueryError error={error} onRetry={() => void refetch()} />
      )}
      {!order && !error && <PageLoader />}
      {order && children(order, live)}
    </Screen>
  );
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Progress({ order, live }: { order: DeliveryOrder; live: StreamState }) {
  const { t } = useTranslation();
  return (
    <Section title={t('trackingPage.progress')} id="progress-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <DeliveryStatusBadge status={order.status} size="lg" />
          <LiveStatus state={live} />
        </Group>
        <DeliverySteps order={order} />
      </Stack>
    </Section>
  );
}

/** /delivery/:id */
export function DeliveryTrackingPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  return (
    <DeliveryScreen>
      {(order, live) => {
        const mayAct = mayActOn(order, user);
        const orderPath = orderPathOf(order, user);
        const acknowledge = mayAct && order.status === 'unloading';
        return (
          <Stack gap="lg">
            {orderPath && (
              <Anchor component={Link} to={orderPath} size="sm" w="fit-content">
                <Group gap={4} component="span">
                  <IconArrowLeft size={16} aria-hidden />
                  {t('trackingPage.backToOrder', { number: order.order.number })}
                </Group>
              </Anchor>
            )}
            <PageHeader
              title={t('trackingPage.title', { number: order.number })}
              subtitle={t('trackingPage.subtitle', {
                seller: order.seller.name,
                date: formatDateTime(order.deliveryAt),
              })}
              actions={
                (acknowledge || order.signedPdfUrl) && (
                  <>
                    {acknowledge && (
                      <Button
                        component={Link}
                        to={`/acknowledge/${order.id}`}
                        size="md"
                        color="teal.9"
                        leftSection={<IconClipboardCheck size={20} aria-hidden />}
                      >
                        {t('trackingPage.acknowledge')}
                      </Button>
                    )}
                    <SignedDoButton order={order} size="md" />
                  </>
                )
              }
            />
            {acknowledge && (
              <Alert color="orange" icon={<IconInfoCircle aria-hidden />}>
                {t('trackingPage.unloadingNote')}
              </Alert>
            )}
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Progress order={order} live={live} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  <DeliveryOutcome order={order} withPdf={false} />
                  <Section title={t('trackingPage.details')} id="details-title">
                    <DeliveryDetails order={order} orderPath={orderPath} />
                  </Section>
                  <Section title={t('trackingPage.items')} id="items-title">
                    <DeliveryItems order={order} />
                  </Section>
                  <DisputesSection order={order} mayAct={mayAct} mayAnswer={mayAnswerAsSeller(order, user)} />
                </Stack>
              </Grid.Col>
            </Grid>
          </Stack>
        );
      }}
    </DeliveryScreen>
  );
}

/** /acknowledge/:id */
export function AcknowledgePage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  return (
    <DeliveryScreen>
      {(order, live) => {
        const mayAct = mayActOn(order, user);
        return (
          <Stack gap="lg" maw={720} mx="auto">
            <Anchor component={Link} to={`/delivery/${order.id}`} size="sm" w="fit-content">
              <Group gap={4} component="span">
                <IconArrowLeft size={16} aria-hidden />
                {t('acknowledgePage.backToTracking')}
              </Group>
            </Anchor>
            <PageHeader
              title={t('acknowledgePage.title', { number: order.number })}
              subtitle={t('acknowledgePage.subtitle', {
                seller: order.seller.name,
                order: order.order.number,
                sellerDo: order.sellerDoNumber,
              })}
            />
            <Group justify="space-between" gap="xs">
              <DeliveryStatusBadge status={order.status} size="lg" />
              <LiveStatus state={live} />
            </Group>
            {!mayAct && (
              <Alert color="red" icon={<IconLock aria-hidden />} role="alert" title={t('delivery.unauthorised')} />
            )}
            {mayAct && order.status === 'unloading' && <AcknowledgeForm order={order} />}
            {order.status === 'acknowledged' || order.status === 'rejected' || order.status === 'cancelled' ? (
              <>
                <DeliveryOutcome order={order} />
                <Section title={t('trackingPage.items')} id="items-title">
                  <DeliveryItems order={order} />
                </Section>
                <DisputesSection order={order} mayAct={mayAct} />
              </>
            ) : (
              order.status !== 'unloading' && (
                <>
                  <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t('acknowledgePage.notYetTitle')}>
                    <Text size="sm">
                      {t('acknowledgePage.notYetBody', { status: t(`deliveryStatus.${order.status}`) })}
                    </Text>
                  </Alert>
                  <Progress order={order} live={live} />
                </>
              )
            )}
          </Stack>
        );
      }}
    </DeliveryScreen>
  );
}
