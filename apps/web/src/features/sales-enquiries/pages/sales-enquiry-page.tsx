/**
 * /SalesEnquiry (spec §2, public): anyone files a sales, logistics or other enquiry, then gets its code
 * (?type=logistics or ?type=other opens the form at that kind). Beside the form, a code opens an
 * enquiry filed before.
 */
import { Grid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useSearchParams } from 'react-router';
import { SALES_ENQUIRY_TYPES, type SalesEnquiry } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { oneOf } from '@/lib/list-params';
import { CodeLookup } from '../components/code-lookup';
import { FiledPanel } from '../components/filed-panel';
import { SalesEnquiryForm } from '../components/sales-enquiry-form';

export function SalesEnquiryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initialType = oneOf(SALES_ENQUIRY_TYPES, params.get('type')) ?? 'sales';
  const [filed, setFiled] = useState<SalesEnquiry | null>(null);
  // a new form each time "file another" is chosen
  const [round, setRound] = useState(0);

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader title={t('salesEnquiryForm.title')} subtitle={t('salesEnquiryForm.intro')} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {filed ? (
              <FiledPanel
                enquiry={filed}
                onAnother={() => {
                  setFiled(null);
                  setRound((n) => n + 1);
                }}
              />
            ) : (
              <SalesEnquiryForm
                key={round}
                initialType={initialType}
                onFiled={(enquiry) => {
                  setFiled(enquiry);
                  window.scrollTo({ top: 0 });
                }}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <CodeLookup />
              <Text size="sm" c="gray.7" px="xs">
                {t('footer.hotline')}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Screen>
  );
}
