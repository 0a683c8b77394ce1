/**
 * Asks for new bidding times in Malaysian time: the second cycle's end, or a reactivation's bid
 * end and validity. The API's answer is shown at its field.
 */
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { ApiError } from '@/lib/api-client';

const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const localIn = (ms: number) => new Date(Date.now() + ms + KL_OFFSET_MS).toISOString().slice(0, 16);
const isoOf = (local: string) => (local ? new Date(`${local}:00+08:00`).toISOString() : '');

export interface DeadlineField {
  name: string;
  label: string;
  /** the value offered, this long from now */
  inMs: number;
}

export function DeadlineModal({
  opened,
  title,
  intro,
  fields,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  intro: string;
  fields: DeadlineField[];
  confirmLabel: string;
  onConfirm: (values: Record<string, string>) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valueOf = (f: DeadlineField) => values[f.name] ?? localIn(f.inMs);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      await onConfirm(Object.fromEntries(fields.map((f) => [f.name, isoOf(valueOf(f))])));
      setValues({});
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0) {
        setErrors(Object.fromEntries(e.details.map((d) => [d.path, d.message])));
      } else setFailure(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Alert color="blue" variant="light">
          {intro}
        </Alert>
        {fields.map((f) => (
          <TextInput
            key={f.name}
            type="datetime-local"
            label={f.label}
            description={t('biddingScreens.malaysianTime')}
            value={valueOf(f)}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.currentTarget.value }))}
            error={errors[f.name]}
          />
        ))}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('biddingScreens.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
