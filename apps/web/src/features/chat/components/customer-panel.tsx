import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@binamart/shared';
import { QueryError } from '@/components/ui/query-error';
import { useChatCustomer } from '../api/use-support';

/** Beside a customer-service conversation: the customer's company, its latest orders and its credit. */
export function CustomerPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const customer = useChatCustomer(id);
  if (customer.isPending) return <Loader size="sm" />;
  if (customer.isError) return <QueryError error={customer.error} />;
  const { company, recentOrders, credit } = customer.data;
  return (
    <Stack gap="sm" data-testid="chat-customer">
      <Paper withBorder p="sm" radius="md">
        <Title order={3} size="h5">
          {t('chat.admin.customer')}
        </Title>
        <Text fw={600}>{company.name}</Text>
        <Text size="sm" c="dimmed">
          {t(`chat.admin.kind.${company.kind}`)} · {t('chat.admin.registrationNo')} {company.registrationNo}
        </Text>
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Title order={3} size="h5" mb={4}>
          {t('chat.admin.recentOrders')}
        </Title>
        {recentOrders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('chat.admin.noOrders')}
          </Text>
        ) : (
          <Stack gap={4}>
            {recentOrders.map((order) => (
              <Stack key={order.id} gap={0}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={`/admin/order/${order.id}`} size="sm">
                    {order.number}
                  </Anchor>
                  <Text size="sm">{formatMoney(order.grandTotalSen, order.currency as 'MYR')}</Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDate(order.createdAt)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('chat.admin.credit')}
          </Title>
          {credit && (
            <Badge
              variant="light"
              color={credit.status === 'active' ? 'green' : credit.status === 'overdue' ? 'red' : 'gray'}
            >
              {t(`chat.admin.creditStatus.${credit.status}`)}
            </Badge>
          )}
        </Group>
        {credit ? (
          <Stack gap={2} mt={4}>
            <Group justify="space-between">
              <Text size="sm">{t('chat.admin.approved')}</Text>
              <Text size="sm">{formatMoney(credit.approvedSen)}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('chat.admin.available')}</Text>
              <Text size="sm" fw={600}>
                {formatMoney(credit.availableSen)}
              </Text>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('chat.admin.noCredit')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
