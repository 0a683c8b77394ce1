/**
 * /seller/products/import: the seller's catalogue file (CSV or XLSX, the export's columns) creates and
 * updates products and variations. When a row is wrong nothing is imported, and every problem is
 * listed by row and column in the reader's language.
 */
import { Alert, Anchor, Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { type CatalogueImportResult, importProblemAt } from '@binamart/shared';
import { ExportButton } from '@/components/ui/export-button';
import { PageHeader } from '@/components/ui/page-header';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { useImportCatalogue } from '../../api/use-import-catalogue';

interface Problem {
  row: number;
  column: string;
  message: string;
}

export function CatalogueImportPage() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CatalogueImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const importCatalogue = useImportCatalogue();
  const columnName = (column: string) =>
    i18n.exists(`bulk.columns.${column}`) ? `${t(`bulk.columns.${column}`)} (${column})` : column;

  const submit = async () => {
    if (!file) return;
    setResult(null);
    setFailure(null);
    setProblems([]);
    try {
      setResult(await importCatalogue.mutateAsync(file));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.internal'));
      if (error instanceof ApiError) {
        setProblems(
          error.details.flatMap((detail) => {
            const at = importProblemAt(detail.path);
            return at ? [{ ...at, message: detail.message }] : [];
          }),
        );
      }
    }
  };

  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('bulk.import.title')}
          subtitle={t('bulk.import.subtitle')}
          actions={
            <Button
              component={Link}
              to="/seller/products"
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              {t('bulk.import.back')}
            </Button>
          }
        />
        <Card withBorder radius="md">
          <Stack gap="md">
            <Text size="sm">{t('bulk.import.steps')}</Text>
            <Text size="sm" c="gray.7">
              {t('bulk.import.review')}
            </Text>
            <Group gap="xs">
              <ExportButton xlsx url={(format) => `/api/seller/products/export?format=${format}`} />
            </Group>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Group align="flex-end" gap="sm" wrap="wrap">
                <FileInput
                  label={t('bulk.import.file')}
                  placeholder={t('bulk.import.choose')}
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
                  value={file}
                  onChange={(next) => {
                    setFile(next);
                    setResult(null);
                  }}
                  clearable
                  style={{ flex: '1 1 240px' }}
                />
                <Button type="submit" disabled={!file} loading={importCatalogue.isPending}>
                  {t('bulk.import.submit')}
                </Button>
              </Group>
            </form>
          </Stack>
        </Card>
        {result && (
          <Alert color="teal" role="status">
            {t('bulk.import.done', result)}{' '}
            <Anchor component={Link} to="/seller/products">
              {t('bulk.import.back')}
            </Anchor>
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {problems.length > 0 && (
          <Card withBorder radius="md" p={0}>
            <Title order={2} fz="lg" p="md" pb="xs" id="import-problems">
              {t('bulk.import.problems')}
            </Title>
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" striped aria-labelledby="import-problems">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={64}>{t('bulk.import.row')}</Table.Th>
                    <Table.Th>{t('bulk.import.column')}</Table.Th>
                    <Table.Th>{t('bulk.import.problem')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {problems.map((problem, index) => (
                    <Table.Tr key={`${problem.row}.${problem.column}.${index}`}>
                      <Table.Td>{problem.row}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{columnName(problem.column)}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{problem.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
      </Stack>
    </Screen>
  );
}
