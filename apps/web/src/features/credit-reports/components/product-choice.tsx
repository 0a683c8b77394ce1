/** Which report: Lite (the credit bureau's summary) or CCM (the company register). */
import { Group, Radio } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import { CREDIT_REPORT_PRODUCTS, type CreditReportProduct } from '@binamart/shared';

export function ProductChoice({
  value,
  onChange,
  error,
}: {
  value: CreditReportProduct | undefined;
  onChange: (product: CreditReportProduct) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('creditReportPages.admin.product')}
      withAsterisk
      value={value ?? null}
      onChange={(next) => onChange(next as CreditReportProduct)}
      error={error}
    >
      <Group gap="lg" mt={6}>
        {CREDIT_REPORT_PRODUCTS.map((product) => (
          <Radio key={product} value={product} label={t(`creditReportPages.productName.${product}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
