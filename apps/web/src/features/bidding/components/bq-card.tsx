/**
 * The bill of quantities of a project still being written: the template to download (XLSX or
 * CSV), the upload of a filled one (its lines replace the products; every wrong cell listed by
 * row and column, nothing saved), and its approval by a user with "BQ approve".
 */
import { Alert, Button, Card, FileButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import type { BuyerProjectDetail } from '@binamart/shared';
import { PrivateFileLink } from '@/components/ui/private-file-link';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { biddingKeys, useProjectAction } from '../api/bidding-api';

interface CellProblem {
  row: string;
  column: string;
  message: string;
}

export function BqCard({
  project,
  mayUpload,
  mayApprove,
}: {
  project: BuyerProjectDetail;
  mayUpload: boolean;
  mayApprove: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const act = useProjectAction(project.id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<CellProblem[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setProblems([]);
    setDone(null);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      await api.upload(`/api/bidding/projects/${project.id}/bq`, form);
      await queryClient.invalidateQueries({ queryKey: biddingKeys.all });
      setDone(t('biddingScreens.done.bqUploaded'));
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
      if (e instanceof ApiError) {
        setProblems(
          e.details.map((d) => {
            const [, row = '', column = ''] = d.path.split('.');
            return { row, column, message: d.message };
          }),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const approve = async () => {
    setFailure(null);
    try {
      await act.mutateAsync({ action: 'bq-approve' });
      setDone(t('biddingScreens.done.bqApproved'));
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t('errors.internal'));
    }
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('biddingScreens.bqTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('biddingScreens.bqIntro')}
        </Text>
        <Group gap="md">
          <PrivateFileLink url="/api/bidding/bq-template?format=xlsx" label={t('biddingScreens.bqTemplateXlsx')} icon />
          <PrivateFileLink url="/api/bidding/bq-template?format=csv" label={t('biddingScreens.bqTemplateCsv')} icon />
        </Group>
        {project.bqStatus === 'uploaded' && <Alert color="orange">{t('biddingScreens.bqWaiting')}</Alert>}
        {project.bqStatus === 'approved' && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />}>
            {t('biddingScreens.bqApprovedNote')}
          </Alert>
        )}
        {done && (
          <Alert color="teal" role="status" withCloseButton onClose={() => setDone(null)}>
            {done}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {problems.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder aria-label={t('biddingScreens.bqTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('biddingScreens.bqRow')}</Table.Th>
                  <Table.Th>{t('biddingScreens.bqColumn')}</Table.Th>
                  <Table.Th>{t('biddingScreens.bqProblem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.map((p, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{p.row}</Table.Td>
                    <Table.Td>{t(`biddingScreens.bqColumns.${p.column}`, { defaultValue: p.column })}</Table.Td>
                    <Table.Td>{p.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group gap="xs">
          {mayUpload && (
            <FileButton
              onChange={(file) => void upload(file)}
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            >
              {(props) => (
                <Button {...props} variant="default" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                  {t('biddingScreens.bqUpload')}
                </Button>
              )}
            </FileButton>
          )}
          {mayApprove && project.bqStatus === 'uploaded' && (
            <Button
              color="teal.9"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={act.isPending}
              onClick={() => void approve()}
            >
              {t('biddingScreens.bqApprove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
