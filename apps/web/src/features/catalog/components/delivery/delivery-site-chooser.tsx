/** Choose where delivery is checked for: one of the company's projects, or a postcode remembered in this browser. */
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import type { CompanyProject } from '@binamart/shared';
import type { DeliveryDestination } from '../../api/use-delivery-promise';

export function DeliverySiteChooser({
  sites,
  value,
  onChoose,
}: {
  sites: CompanyProject[];
  value: DeliveryDestination | null;
  onChoose: (next: DeliveryDestination) => void;
}) {
  const { t } = useTranslation();
  const [postcode, setPostcode] = useState(value && 'postcode' in value ? value.postcode : '');
  const [error, setError] = useState<string | undefined>();
  return (
    <Stack gap="xs">
      {sites.length > 0 && (
        <Select
          label={t('deliveryPromise.site')}
          data={sites.map((s) => ({
            value: s.id,
            label: s.isFavourite ? t('sitePicker.favouriteMark', { name: s.name }) : s.name,
          }))}
          value={value && 'site' in value ? value.site : null}
          placeholder={t('deliveryPromise.sitePlaceholder')}
          onChange={(site) => site && onChoose({ site })}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const typed = postcode.trim();
          if (!/^\d{5}$/.test(typed)) return setError(t('deliveryPromise.postcodeInvalid'));
          setError(undefined);
          onChoose({ postcode: typed });
        }}
      >
        <TextInput
          label={sites.length > 0 ? t('deliveryPromise.orPostcode') : t('deliveryPromise.postcode')}
          description={t('deliveryPromise.postcodeHint')}
          placeholder="43300"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={postcode}
          onChange={(event) => setPostcode(event.currentTarget.value)}
          error={error}
          // the button sits beside the box, under the label, on a phone as on a desktop
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <Button type="submit" variant="light">
                {t('deliveryPromise.check')}
              </Button>
            </Group>
          )}
        />
      </form>
    </Stack>
  );
}
