/**
 * The documents of an application by checklist entry (mandatory ones marked *): the uploaded files
 * (opened with the session) and, while the buyer may change the application, upload (JPG, PNG or
 * PDF up to 20 MB) and remove.
 */
import { Alert, Button, FileButton, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  CREDIT_DOCUMENTS,
  CREDIT_DOCUMENT_MAX_BYTES,
  type CreditApplication,
  type CreditDocumentType,
} from '@binamart/shared';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { CREDIT_DOCUMENT_MAX_MB, CREDIT_DOCUMENT_TYPES_ACCEPTED, useAddDocument } from '../api/use-add-document';
import { useRemoveDocument } from '../api/use-remove-document';

function Entry({
  application,
  type,
  required,
  editable,
}: {
  application: CreditApplication;
  type: CreditDocumentType;
  required: boolean;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const addDocument = useAddDocument();
  const removeDocument = useRemoveDocument();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const files = application.documents.filter((d) => d.docType === type);
  const label = t(`creditDocument.${type}`);
  const labelId = `doc-${type}`;

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!CREDIT_DOCUMENT_TYPES_ACCEPTED.includes(file.type)) return setProblem(t('creditApply.fileType'));
    if (file.size > CREDIT_DOCUMENT_MAX_BYTES)
      return setProblem(t('creditApply.fileTooLarge', { max: CREDIT_DOCUMENT_MAX_MB }));
    setProblem(null);
    setBusy('upload');
    try {
      await addDocument.mutateAsync({ applicationId: application.id, docType: type, file });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(null);
    }
  };
  const remove = async (documentId: string) => {
    setProblem(null);
    setBusy(documentId);
    try {
      await removeDocument.mutateAsync({ applicationId: application.id, documentId });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      gap="sm"
      py="sm"
      aria-labelledby={labelId}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 220px', minWidth: 0 }}>
        <ThemeIcon color={files.length ? 'teal' : 'gray'} variant="light" radius="xl" size={24} aria-hidden>
          {files.length ? <IconCircleCheck size={16} /> : <IconCircleDashed size={16} />}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} id={labelId}>
            {label}
            {required && (
              <Text component="span" c="red.8" aria-hidden>
                {' '}
                *
              </Text>
            )}
          </Text>
          {files.length === 0 && (
            <Text size="xs" c="gray.7">
              {t('creditApply.missing')}
            </Text>
          )}
          {files.map((f) => (
            <Group key={f.id} gap="xs">
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <PrivateFileLink url={f.fileUrl} label={f.fileName} icon />
              </div>
              {editable && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red.8"
                  loading={busy === f.id}
                  onClick={() => void remove(f.id)}
                  aria-label={t('creditApply.removeFor', { name: f.fileName })}
                >
                  {t('creditApply.remove')}
                </Button>
              )}
            </Group>
          ))}
          {problem && (
            <Text size="xs" c="red.8" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Group>
      {editable && (
        <FileButton onChange={(f) => void upload(f)} accept={CREDIT_DOCUMENT_TYPES_ACCEPTED.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={busy === 'upload'}
              leftSection={<IconUpload size={14} aria-hidden />}
              aria-label={t('creditApply.uploadFor', { name: label })}
            >
              {files.length ? t('creditApply.uploadMore') : t('creditApply.upload')}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}

export function DocumentChecklist({
  application,
  editable,
  error,
}: {
  application: CreditApplication;
  editable: boolean;
  /** e.g. the API's "Upload the mandatory documents: …" */
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.7">
        {t('creditApply.documentsHint', { max: CREDIT_DOCUMENT_MAX_MB })}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {CREDIT_DOCUMENTS[application.kind].map((entry) => (
          <Entry
            key={entry.type}
            application={application}
            type={entry.type}
            required={entry.required}
            editable={editable}
          />
        ))}
      </Stack>
    </Stack>
  );
}
