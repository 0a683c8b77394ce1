/** "Send the dispute to": the driver or the seller (spec §4), as a labelled radio group. */
import { Group, Radio } from '@mantine/core';
import { useTranslation } from '@/lib/translation';

export type DisputeTo = 'driver' | 'seller';

export function DisputeToField({ value, onChange }: { value: DisputeTo; onChange: (value: DisputeTo) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('deliveryDisputes.sendTo')}
      size="md"
      value={value}
      onChange={(next) => onChange(next === 'seller' ? 'seller' : 'driver')}
    >
      <Group gap="xl" mt={6}>
        <Radio value="driver" label={t('deliveryDisputes.to.driver')} />
        <Radio value="seller" label={t('deliveryDisputes.to.seller')} />
      </Group>
    </Radio.Group>
  );
}
