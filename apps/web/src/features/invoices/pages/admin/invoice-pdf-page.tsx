/**
 * /admin/invoicepdf/:id: the invoice's PDF shown in the page (fetched with the session, shown in
 * a frame through an object URL), with a download link and a way back to the invoice. Browsers
 * that cannot show a PDF inside a page (most phones) have the download link under the frame.
 */
import { Anchor, Box, Button, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { ApiError } from '@/lib/api-client';
import { usePrivateFile } from '@/lib/private-file';
import { useAdminInvoice } from '../../api/use-admin-invoice';
import { invoicePdfUrl } from '../../components/admin/note-links';

export function InvoicePdfPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const invoice = useAdminInvoice(id);
  const file = usePrivateFile(id ? invoicePdfUrl(id) : null);
  const missing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

  if (missing(invoice.error) || missing(file.error)) return <NotFoundMessage />;
  const number = invoice.data?.number;
  const fileName = `${number ?? 'invoice'}.pdf`;
  const href = file.data?.href;
  return (
    <Screen>
      <Stack gap="lg">
        <Anchor component={Link} to={`/admin/invoicein/${id}`} size="sm">
          ← {t('adminInvoicePdf.back')}
        </Anchor>
        <PageHeader
          title={number ? t('adminInvoicePdf.title', { number }) : t('adminInvoicePdf.titlePlain')}
          actions={
            href && (
              <>
                <Button
                  component="a"
                  href={href}
                  download={fileName}
                  leftSection={<IconDownload size={18} aria-hidden />}
                >
                  {t('adminInvoicePdf.download')}
                </Button>
                <Button
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconExternalLink size={18} aria-hidden />}
                >
                  {t('adminInvoicePdf.openTab')}
                </Button>
              </>
            )
          }
        />
        {file.error && <QueryError error={file.error} onRetry={() => void file.refetch()} />}
        {!href && !file.error && <PageLoader />}
        {href && (
          <>
            <Box
              component="iframe"
              src={href}
              title={t('adminInvoicePdf.frameLabel', { number: number ?? '' })}
              w="100%"
              h={{ base: 'calc(100dvh - 260px)', sm: 'calc(100dvh - 230px)' }}
              mih={420}
              bd="1px solid gray.3"
              bdrs="md"
              display="block"
            />
            <Text size="sm" c="gray.7">
              {t('adminInvoicePdf.cannotShow')}{' '}
              <Anchor href={href} download={fileName} fw={600}>
                {t('adminInvoicePdf.download')}
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    </Screen>
  );
}
