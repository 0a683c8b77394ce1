/** A proposal's documents: each uploaded (insurance-document, private), opened with the session, and removed. */
import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { INSURANCE_MAX_DOCUMENTS } from '@binamart/shared';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { acceptFor, uploadFile, uploadProblem } from '@/lib/uploads';

export interface ProposalDocument {
  fileId: string;
  name: string;
}

const PURPOSE = 'insurance-document';

export function DocumentsField({
  value,
  onChange,
  error,
}: {
  value: ProposalDocument[];
  onChange: (documents: ProposalDocument[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attach = async (file: File | null) => {
    if (!file) return;
    if (uploadProblem(PURPOSE, file)) return setProblem(t('insuranceAdmin.documentProblem'));
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadFile(PURPOSE, file);
      onChange([...value, { fileId: uploaded.id, name: file.name }]);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper description={t('insuranceAdmin.fields.documentsHint')} error={problem ?? error}>
      <Stack gap="xs" mt="xs">
        {value.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('insuranceAdmin.fields.noDocuments')}
          </Text>
        )}
        {value.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {value.map((document) => (
              <Group key={document.fileId} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <PrivateFileLink url={`/api/files/${document.fileId}`} label={document.name} icon />
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={t('insuranceAdmin.fields.removeDocument', { name: document.name })}
                  onClick={() => onChange(value.filter((d) => d.fileId !== document.fileId))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {value.length < INSURANCE_MAX_DOCUMENTS && (
          <FileButton onChange={(file) => void attach(file)} accept={acceptFor(PURPOSE)}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={busy}
                leftSection={<IconUpload size={14} aria-hidden />}
                w="fit-content"
              >
                {t('insuranceAdmin.fields.attach')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
