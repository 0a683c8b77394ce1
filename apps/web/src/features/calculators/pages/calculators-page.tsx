/**
 * /calculator: the construction calculators, one chosen at a time (?type= keeps the choice in the
 * address); /calculator/widget?type=: one calculator alone, to embed in another site's page in an
 * iframe, with a link back to BinaMart.
 */
import { Anchor, Box, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { oneOf } from '@/lib/list-params';
import { CALCULATORS, CALCULATOR_KINDS, type CalculatorKind } from '../components/calculator-forms';

function useKind(): [CalculatorKind, (kind: CalculatorKind) => void] {
  const [params, setParams] = useSearchParams();
  const kind = oneOf(CALCULATOR_KINDS, params.get('type')) ?? 'concrete';
  return [kind, (next) => setParams(next === 'concrete' ? {} : { type: next }, { replace: true })];
}

export function CalculatorsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useKind();
  const Calculator = CALCULATORS[kind];
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('calculators.title')} subtitle={t('calculators.intro')} />
        <Tabs value={kind} onChange={(v) => v && setKind(v as CalculatorKind)} keepMounted={false}>
          <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
            <Tabs.List aria-label={t('calculators.choose')} style={{ flexWrap: 'nowrap' }}>
              {CALCULATOR_KINDS.map((k) => (
                <Tabs.Tab key={k} value={k} style={{ whiteSpace: 'nowrap' }}>
                  {t(`calculators.kinds.${k}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
        </Tabs>
        <Text size="sm" c="gray.7">
          {t(`calculators.about.${kind}`)}
        </Text>
        <Calculator key={kind} widget={false} />
      </Stack>
    </Screen>
  );
}

export function CalculatorWidgetPage() {
  const { t } = useTranslation();
  const [kind] = useKind();
  const Calculator = CALCULATORS[kind];
  return (
    <Box p="sm" maw="100%" style={{ overflowX: 'hidden' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{t(`calculators.kinds.${kind}`)}</Text>
          <Anchor
            href={`/calculator${kind === 'concrete' ? '' : `?type=${kind}`}`}
            target="_blank"
            rel="noopener"
            size="xs"
          >
            {t('calculators.widgetPowered')}
          </Anchor>
        </Group>
        <Text size="xs" c="gray.7">
          {t(`calculators.about.${kind}`)}
        </Text>
        <Calculator widget />
      </Stack>
    </Box>
  );
}
