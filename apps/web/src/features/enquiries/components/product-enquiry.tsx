/**
 * The product page's enquiry (spec §2 product, §4 enquiries): a product "for enquiry", or whose
 * every variation hides its price, is enquired about instead of added to the cart ("Send an
 * enquiry"); where some variation hides its price, the same beside the cart; any other product
 * offers a secondary "Ask for a project price". Visitors are sent to sign in first; suppliers and
 * administrators see nothing. `?enquire=` in the address opens the form (price, project, or a
 * variation's id from the variations table), so the back button closes it and a sign-in returns to it.
 */
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/translation';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ACTION_NEEDS, type EnquiryKind, type Product, roleKind } from '@binamart/shared';
import { FormModal } from '@/components/ui/form-modal';
import { PermittedAction } from '@/components/ui/permitted-action';
import { useAuthUser } from '@/lib/auth-store';
import { useCan } from '@/lib/use-can';
import { lazyPart } from '@/lib/lazy-page';
import type { EnquiryForm as EnquiryFormOnLoad } from './enquiry-form';

// the form's code (and its fields') loads when an enquiry is opened, not with the product page
const EnquiryForm = lazyPart<'EnquiryForm', ComponentProps<typeof EnquiryFormOnLoad>>(
  () => import('./enquiry-form'),
  'EnquiryForm',
);

const PARAM = 'enquire';

/** True when the product cannot be bought at a shown price at all: it is enquired about instead. */
export function enquiryOnly(product: Product): boolean {
  return product.status === 'forEnquiry' || product.variations.every((v) => v.sellingPriceSen === null);
}

/** What kind of enquiry `?enquire=` asks for, and the variation it starts from. */
function requested(product: Product, value: string | null): { kind: EnquiryKind; variationId: string | null } | null {
  if (!value) return null;
  if (value === 'price') return { kind: 'priceOnRequest', variationId: null };
  if (value === 'project') return { kind: enquiryOnly(product) ? 'priceOnRequest' : 'projectPrice', variationId: null };
  const variation = product.variations.find((v) => v.id === value);
  if (!variation) return null;
  const onRequest = enquiryOnly(product) || variation.sellingPriceSen === null;
  return { kind: onRequest ? 'priceOnRequest' : 'projectPrice', variationId: variation.id };
}

export function ProductEnquiry({ product }: { product: Product }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = requested(product, params.get(PARAM));
  const onlyEnquiry = enquiryOnly(product);
  const someHidden = !onlyEnquiry && product.variations.some((v) => v.sellingPriceSen === null);
  const primary = onlyEnquiry || someHidden;

  // buyEnq Write and, for staff, "make enquiries" (as the API checks)
  const allowed = useCan(ACTION_NEEDS.makeEnquiry).allowed;

  if (user && roleKind(user.role) !== 'buyer') return null;
  if (user && !allowed && !primary) return null;

  const open = (value: 'price' | 'project') => {
    const next = new URLSearchParams(params);
    next.set(PARAM, value);
    if (user) setParams(next);
    else void navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}?${next.toString()}`)}`);
  };
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true });
  };

  // a visitor who followed "Enquire for price" signs in first, then comes back to the form
  if (!user && asked) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }

  const button = (
    <Button
      variant={primary ? 'filled' : 'default'}
      leftSection={<IconMessageQuestion size={18} aria-hidden />}
      onClick={() => open(primary ? 'price' : 'project')}
      w={{ base: '100%', xs: 'auto' }}
      style={{ alignSelf: 'flex-start' }}
    >
      {t(primary ? 'enquiryScreens.product.send' : 'enquiryScreens.product.askProjectPrice')}
    </Button>
  );

  return (
    <Card withBorder radius="md" mt="xs" component="section" aria-labelledby="product-enquiry-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="product-enquiry-title">
          {t(primary ? 'enquiryScreens.product.priceTitle' : 'enquiryScreens.product.projectTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t(
            onlyEnquiry
              ? 'enquiryScreens.product.priceIntro'
              : someHidden
                ? 'enquiryScreens.product.someHiddenIntro'
                : 'enquiryScreens.product.projectIntro',
          )}
        </Text>
        {/* a visitor is asked to sign in first; a buyer who may not enquire sees why */}
        {user ? <PermittedAction need={ACTION_NEEDS.makeEnquiry}>{button}</PermittedAction> : button}
        {!user && (
          <Text size="xs" c="gray.7">
            {t('enquiryScreens.product.signInFirst')}
          </Text>
        )}
      </Stack>
      {user && allowed && (
        <FormModal
          opened={asked !== null}
          onClose={close}
          title={t(
            asked?.kind === 'projectPrice' ? 'enquiryScreens.form.titleProject' : 'enquiryScreens.form.titlePrice',
            { product: product.name },
          )}
        >
          {asked && (
            <EnquiryForm
              key={`${asked.kind}:${asked.variationId ?? ''}`}
              product={product}
              kind={asked.kind}
              user={user}
              firstVariationId={asked.variationId}
              onSent={(enquiry) => void navigate(`/enquiry/${enquiry.id}`, { state: { sent: true } })}
              onCancel={close}
            />
          )}
        </FormModal>
      )}
    </Card>
  );
}
