/**
 * The price change of the chosen products: a new selling price, or the prices raised or lowered by
 * a percentage. The value is checked with the API's own schema before it is sent.
 */
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type PriceChange, priceChangeSchema, ringgitToSen } from '@binamart/shared';

type Mode = 'set' | 'raise' | 'lower';

export interface PriceChangeModalProps {
  opened: boolean;
  count: number;
  onClose: () => void;
  onConfirm: (change: PriceChange) => Promise<void>;
}

export function PriceChangeModal({ opened, count, onClose, onConfirm }: PriceChangeModalProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('set');
  const [value, setValue] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setValue('');
    setError(null);
    setFailure(null);
    onClose();
  };
  const change = (): unknown => {
    const number = typeof value === 'number' ? value : Number.NaN;
    if (mode === 'set') return { mode, priceSen: Number.isFinite(number) ? ringgitToSen(number) : undefined };
    return { mode: 'percent', percent: Number.isFinite(number) ? (mode === 'lower' ? -number : number) : undefined };
  };
  const submit = async () => {
    setFailure(null);
    const parsed = priceChangeSchema.safeParse(change());
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onConfirm(parsed.data);
      close();
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('bulk.price.title', { count })} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Text size="sm">{t('bulk.price.intro')}</Text>
          <SegmentedControl
            aria-label={t('bulk.price.mode')}
            fullWidth
            value={mode}
            onChange={(next) => {
              setMode(next as Mode);
              setError(null);
            }}
            data={[
              { value: 'set', label: t('bulk.price.set') },
              { value: 'raise', label: t('bulk.price.raise') },
              { value: 'lower', label: t('bulk.price.lower') },
            ]}
          />
          <NumberInput
            label={mode === 'set' ? t('bulk.price.newPrice') : t('bulk.price.percent')}
            description={mode === 'set' ? t('bulk.price.setNote') : t('bulk.price.percentNote')}
            withAsterisk
            data-autofocus
            min={0}
            decimalScale={2}
            thousandSeparator=","
            suffix={mode === 'set' ? undefined : ' %'}
            value={value}
            onChange={setValue}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('bulk.price.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
