/** Who and where of a DO (order, seller, buyer, driver, recipient, address, time) and its items. */
import { Anchor, Box, SimpleGrid, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type DeliveryOrder, formatDateTime, formatQuantity } from '@binamart/shared';
import { PartnerBookingFacts } from './partner-booking';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** `orderPath` is where this user sees the order (buyer, seller or admin page), or null. */
export function DeliveryDetails({ order, orderPath }: { order: DeliveryOrder; orderPath: string | null }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <Detail label={t('trackingPage.order')}>
        {orderPath ? (
          <Anchor component={Link} to={orderPath} size="sm">
            {order.order.number}
          </Anchor>
        ) : (
          order.order.number
        )}
      </Detail>
      <Detail label={t('trackingPage.sellerDoNumber')}>{order.sellerDoNumber}</Detail>
      <Detail label={t('trackingPage.deliveryAt')}>
        <time dateTime={order.deliveryAt}>{formatDateTime(order.deliveryAt)}</time>
      </Detail>
      <Detail label={t('trackingPage.seller')}>{order.seller.name}</Detail>
      <Detail label={t('trackingPage.buyer')}>{order.buyer.name}</Detail>
      {order.partner ? (
        <Detail label={t('partnerUi.booking.carrier')}>
          <PartnerBookingFacts booking={order.partner} withHeading={false} />
        </Detail>
      ) : (
        order.driver && (
          <Detail label={t('trackingPage.driver')}>
            {order.driver.name}
            {order.driver.mobile && (
              <>
                {' · '}
                <Anchor href={`tel:${order.driver.mobile.replace(/[^\d+]/g, '')}`} size="sm">
                  {order.driver.mobile}
                </Anchor>
              </>
            )}
          </Detail>
        )
      )}
      <Detail label={t('trackingPage.recipient')}>
        {order.recipientName}
        {' · '}
        <Anchor href={`tel:${order.contactNumber.replace(/[^\d+]/g, '')}`} size="sm">
          {order.contactNumber}
        </Anchor>
      </Detail>
      <Detail label={t('trackingPage.address')}>{order.address}</Detail>
    </SimpleGrid>
  );
}

/** The DO's items: delivered, and received once acknowledged (short lines marked). */
export function DeliveryItems({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation();
  const received = order.lines.some((line) => line.receivedQuantity !== null);
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table verticalSpacing="sm" striped aria-label={t('trackingPage.itemsCaption', { number: order.number })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('trackingPage.item')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('trackingPage.delivered')}
            </Table.Th>
            {received && (
              <Table.Th scope="col" ta="end">
                {t('trackingPage.received')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => {
            const short = line.receivedQuantity !== null && line.receivedQuantity < line.quantity;
            return (
              <Table.Tr key={line.orderLineId}>
                <Table.Th scope="row" fw={500}>
                  <Text size="sm" fw={600}>
                    {line.productName}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {line.variationName}
                  </Text>
                </Table.Th>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {formatQuantity(line.quantity, line.unit)}
                </Table.Td>
                {received && (
                  <Table.Td
                    ta="end"
                    style={{ whiteSpace: 'nowrap' }}
                    c={short ? 'red.8' : undefined}
                    fw={short ? 700 : 400}
                  >
                    {line.receivedQuantity ?? '—'} {line.unit}
                    {short && (
                      <Text size="xs">
                        {t('trackingPage.short', { count: line.quantity - line.receivedQuantity! })}
                      </Text>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
