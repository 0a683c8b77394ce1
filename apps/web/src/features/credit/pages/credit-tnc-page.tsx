/** /cl/tnc: the credit terms and conditions, accepted before an application starts. */
import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useLocation, useNavigate } from 'react-router';
import { ACTION_NEEDS } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PermittedAction } from '@/components/ui/permitted-action';
import { Screen } from '@/components/ui/screen';
import { useCanApply, Back } from './credit-page-parts';

const TNC_CLAUSES = [
  'facility',
  'application',
  'limit',
  'terms',
  'charges',
  'payment',
  'late',
  'extension',
  'checks',
  'suspension',
  'general',
] as const;

export function CreditTncPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const canApply = useCanApply();
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState(false);
  return (
    <Screen>
      <Stack gap="md" maw={860}>
        <Back to="/cl" label={t('creditTnc.back')} />
        <PageHeader title={t('creditTnc.title')} subtitle={t('creditTnc.subtitle')} />
        <Card withBorder radius="md" component="article" aria-label={t('creditTnc.title')}>
          <Stack gap="md">
            <Text size="sm">{t('creditTnc.intro')}</Text>
            {TNC_CLAUSES.map((clause) => (
              <section key={clause} aria-labelledby={`tnc-${clause}`}>
                <Title order={2} fz="md" mb={4} id={`tnc-${clause}`}>
                  {t(`creditTnc.clauses.${clause}.title`)}
                </Title>
                {t(`creditTnc.clauses.${clause}.body`)
                  .split('\n')
                  .map((paragraph, i) => (
                    <Text key={i} size="sm" mb={6}>
                      {paragraph}
                    </Text>
                  ))}
              </section>
            ))}
          </Stack>
        </Card>
        {canApply ? (
          <Card withBorder radius="md">
            <Stack gap="sm">
              <Checkbox
                label={t('creditTnc.accept')}
                checked={accepted}
                onChange={(e) => {
                  setAccepted(e.currentTarget.checked);
                  setProblem(false);
                }}
                error={problem ? t('creditTnc.acceptRequired') : undefined}
              />
              <Group>
                <Button
                  onClick={() => {
                    if (!accepted) return setProblem(true);
                    void navigate(`/cl/apply${search}`, { state: { tncAccepted: true } });
                  }}
                >
                  {t('creditTnc.continue')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : (
          <PermittedAction need={ACTION_NEEDS.applyCredit}>
            <Button>{t('creditTnc.continue')}</Button>
          </PermittedAction>
        )}
      </Stack>
    </Screen>
  );
}
