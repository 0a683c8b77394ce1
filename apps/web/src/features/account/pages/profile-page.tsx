/** The signed-in user's account: who they are, for which company, and their permission levels. */
import { Badge, Card, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Level, type Me, areasOf } from '@binamart/shared';
import { PageLoader } from '../../../components/ui/page-loader';
import { api } from '../../../lib/api';

const LEVEL_COLOR: Record<Level, string> = {
  Block: 'red.8',
  NoPermission: 'gray.7',
  Read: 'blue.8',
  Write: 'teal.8',
  Allow: 'green.9',
};

export function ProfilePage() {
  const { t } = useTranslation();
  const { data: me, error } = useQuery({ queryKey: ['me'], queryFn: () => api.get<Me>('/api/me') });
  if (error)
    return (
      <Text c="red.8" p="xl">
        {error.message}
      </Text>
    );
  if (!me) return <PageLoader />;
  const facts: [string, string][] = [
    [t('account.name'), `${me.firstName} ${me.lastName}`],
    [t('account.email'), me.email],
    [t('account.company'), me.companyName],
    [t('account.role'), t(`roles.${me.role}`)],
  ];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={28}>
          {t('account.title')}
        </Title>
        <Card withBorder radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text size="sm" c="gray.7">
                  {label}
                </Text>
                <Text fw={600}>{value}</Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md">
          <Title order={2} fz={20} mb="sm">
            {t('account.permissions')}
          </Title>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('account.area')}</Table.Th>
                <Table.Th>{t('account.level')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {areasOf(me.role).map((area) => {
                const level = me.permissions[area] ?? 'NoPermission';
                return (
                  <Table.Tr key={area}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text ff="monospace" size="sm">
                          {area}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={LEVEL_COLOR[level]} variant="filled" autoContrast>
                        {t(`levels.${level}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Card>
      </Stack>
    </Container>
  );
}
