/**
 * /quotation/:id in its own print-friendly layout (spec §2 "Separate layout"): one version of a
 * supplier's quotation for the buyer company, the supplier and administrators, with Download PDF,
 * Print, and for the buyer Accept (an open version, while the enquiry may accept) and Add to cart
 * (an accepted one, while the enquiry is Added or Added To Cart); back to the enquiry on the
 * reader's side; the other versions below. Nothing but the document prints.
 */
import { Alert, Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconPrinter, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useParams } from 'react-router';
import { type Quotation, enquiryAllows, quotationExpiresAt, quotationState, roleKind } from '@binamart/shared';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { DoneAlert } from '@/components/ui/done-alert';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoader } from '@/components/ui/page-loader';
import { PdfButton } from '@/components/ui/pdf-button';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-client';
import { useAuthUser } from '@/lib/auth-store';
import { useAcceptQuotation } from '../api/use-accept-quotation';
import { useLiveEnquiry } from '../api/use-enquiry';
import { quotationPdfUrl, useQuotation } from '../api/use-quotation';
import { useQuotationToCart } from '../api/use-quotation-to-cart';
import { QuotationSheet } from '../components/quotation-sheet';
import { QuotationVersions } from '../components/quotation-versions';
import { type EnquirySide, PAGE_BASE, canCartQuotation, canMakeEnquiries } from '../lib/enquiry-access';
import classes from '../components/quotation-print.module.css';

export function QuotationPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuotation(id);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      {error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
        <NotFoundMessage />
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <QuotationView quotation={data} />
      )}
    </Container>
  );
}

function QuotationView({ quotation: q }: { quotation: Quotation }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useNavigate();
  const side: EnquirySide = user ? roleKind(user.role) : 'buyer';
  // the enquiry's stream: a revision, an acceptance or a closing shows here at once
  useLiveEnquiry(side, q.enquiry.id);
  const accept = useAcceptQuotation(q.id);
  const toCart = useQuotationToCart(q.id);
  const [accepting, setAccepting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [cartFailure, setCartFailure] = useState<string | null>(null);
  const now = new Date();
  const state = quotationState(q.status, q.validUntil, now);
  const stillValid = now.getTime() <= quotationExpiresAt(q.validUntil).getTime();
  const mayAccept =
    side === 'buyer' && canMakeEnquiries(user) && state === 'open' && enquiryAllows(q.enquiry.status, 'accept');
  const mayCart =
    side === 'buyer' &&
    canCartQuotation(user) &&
    q.status === 'accepted' &&
    stillValid &&
    enquiryAllows(q.enquiry.status, 'addToCart');
  const backTo = `${PAGE_BASE[side]}/${q.enquiry.id}`;

  const addToCart = async () => {
    setCartFailure(null);
    try {
      await toCart.mutateAsync();
      void navigate('/cart');
    } catch (error) {
      setCartFailure(error instanceof Error ? error.message : t('errors.internal'));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" className={classes.noPrint}>
        <Anchor component={Link} to={backTo} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('quotationPage.backToEnquiry', { number: q.enquiry.number })}
          </Group>
        </Anchor>
        <Group gap="xs" align="flex-start">
          <PdfButton
            url={quotationPdfUrl(q.id)}
            filename={`${q.number}-v${q.version}.pdf`}
            label={t('quotationPage.downloadPdf')}
            failure={t('quotationPage.pdfFailed')}
          />
          <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t('quotationPage.print')}
          </Button>
          {mayAccept && (
            <Button color="teal.9" leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setAccepting(true)}>
              {t('quotationPage.accept')}
            </Button>
          )}
          {mayCart && (
            <Button
              leftSection={<IconShoppingCart size={18} aria-hidden />}
              loading={toCart.isPending}
              onClick={() => void addToCart()}
            >
              {t('quotationPage.addToCart')}
            </Button>
          )}
        </Group>
      </Group>
      <Box className={classes.noPrint}>
        <Stack gap="xs">
          <DoneAlert message={done} onClose={() => setDone(null)} />
          {cartFailure && (
            <Alert color="red" role="alert">
              {cartFailure}
            </Alert>
          )}
          {state === 'superseded' && <Alert color="gray">{t('quotationPage.supersededHint')}</Alert>}
          {state === 'expired' && <Alert color="orange">{t('quotationPage.expiredHint')}</Alert>}
          {side === 'buyer' && state === 'accepted' && !stillValid && (
            <Alert color="orange">{t('quotationPage.acceptedExpiredHint')}</Alert>
          )}
          {q.enquiry.status === 'addedToCart' && side === 'buyer' && (
            <Text size="sm">
              {t('quotationPage.inCart')}{' '}
              <Anchor component={Link} to="/cart" fw={600}>
                {t('quotationPage.goToCart')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Box>
      <QuotationSheet quotation={q} state={state} />
      {q.versions.length > 1 && (
        <Box className={classes.noPrint}>
          <QuotationVersions
            versions={q.versions}
            currency={q.currency}
            currentId={q.id}
            title={t('quotationPage.otherVersions')}
          />
        </Box>
      )}
      <ConfirmModal
        opened={accepting}
        title={t('quotationPage.acceptTitle', { number: q.number, version: q.version })}
        body={t('quotationPage.acceptBody')}
        confirmLabel={t('quotationPage.accept')}
        confirmColor="teal.9"
        onConfirm={async () => {
          await accept.mutateAsync();
          setDone(t('quotationPage.accepted'));
        }}
        onClose={() => setAccepting(false)}
      />
    </Stack>
  );
}
