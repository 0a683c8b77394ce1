/**
 * A calculator's results: each quantity, and "Find …" that opens the shop for the material with
 * the quantity carried in its address for the cart (see lib/calculator-need).
 */
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type CalculatorNeed, needUrl } from '@/lib/calculator-need';

export interface ResultRow {
  label: string;
  value: string;
  /** the material in the shop, and its quantity in the units it may be sold in */
  find?: { material: string; need: CalculatorNeed };
}

export function Results({ rows, valid, widget }: { rows: ResultRow[]; valid: boolean; widget: boolean }) {
  const { t } = useTranslation();
  const finds = rows.filter((row) => row.find);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="calculator-results" aria-live="polite">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calculator-results">
          {t('calculators.results')}
        </Title>
        {!valid ? (
          <Text c="gray.7" size="sm">
            {t('calculators.invalid')}
          </Text>
        ) : (
          <>
            <Table variant="vertical" layout="fixed" withRowBorders>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th w="45%" fw={500}>
                      {row.label}
                    </Table.Th>
                    <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {row.value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {finds.length > 0 && (
              <Stack gap={6}>
                <Group gap="xs">
                  {finds.map(({ find }) => {
                    const label = t('calculators.find', { material: find!.material.toLowerCase() });
                    const icon = <IconSearch size={16} aria-hidden />;
                    // from another site's page the shop opens in a tab of its own, the quantity in its address
                    return widget ? (
                      <Button
                        key={find!.material}
                        component="a"
                        href={needUrl(find!.need)}
                        target="_blank"
                        rel="noopener"
                        variant="light"
                        size="sm"
                        leftSection={icon}
                      >
                        {label}
                      </Button>
                    ) : (
                      <Button
                        key={find!.material}
                        component={Link}
                        to={needUrl(find!.need)}
                        variant="light"
                        size="sm"
                        leftSection={icon}
                      >
                        {label}
                      </Button>
                    );
                  })}
                </Group>
                <Text size="xs" c="gray.7">
                  {t('calculators.findHelp')}
                </Text>
              </Stack>
            )}
          </>
        )}
        <Alert color="gray" variant="light" p="xs">
          <Text size="xs">{t('calculators.note')}</Text>
        </Alert>
        {widget && (
          <Anchor href="/calculator" target="_blank" rel="noopener" size="sm">
            {t('calculators.widgetOpen')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
