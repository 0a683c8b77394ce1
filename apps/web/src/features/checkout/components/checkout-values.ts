/** The checkout form's values: from and to the autosaved draft, the address rule, and finding a field on the page. */
import {
  type Checkout,
  type CheckoutDetailsInput,
  type CheckoutDraftDetails,
  DELIVERY_METHODS,
  MALAYSIAN_STATES,
  PAYMENT_METHODS,
  VEHICLE_TYPES,
} from '@binamart/shared';

export type Values = CheckoutDetailsInput;
type Method = Values['paymentMethod'];

export const ADDRESS_FIELDS = ['country', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state'] as const;

function oneOf<T extends string>(list: readonly T[], value: string | undefined | null): T | undefined {
  return list.includes(value as T) ? (value as T) : undefined;
}

/** The sellers of the checkout, in the order their lines come. */
function sellerIds(checkout: Checkout): string[] {
  return [...new Set(checkout.lines.map((l) => l.seller.id))];
}

/** The form's starting values: the draft's details, Malaysia as the country. */
export function fromDraft(checkout: Checkout): Values {
  const d = checkout.details;
  return {
    deliveryAt: d.deliveryAt ?? '',
    companyProjectId: d.companyProjectId ?? null,
    projectDetails: d.projectDetails ?? '',
    recipientName: d.recipientName ?? '',
    contactNumber: d.contactNumber ?? '',
    pic: d.pic ?? '',
    country: d.country || 'Malaysia',
    email: d.email ?? '',
    addressLine1: d.addressLine1 ?? '',
    addressLine2: d.addressLine2 ?? '',
    postcode: d.postcode ?? '',
    city: d.city ?? '',
    state: oneOf(MALAYSIAN_STATES, d.state) as Values['state'],
    remarks: d.remarks ?? '',
    paymentMethod: oneOf(PAYMENT_METHODS, d.paymentMethod) as Method,
    payerType: d.payerType === 'personal' ? 'personal' : 'corporate',
    bankCode: d.bankCode ?? '',
    creditTerm: (d.creditTerm ?? null) as Values['creditTerm'],
    slipFileId: d.slipFileId ?? null,
    voucherCode: d.voucherCode ?? '',
    salesPic: d.salesPic ?? '',
    deliveries: sellerIds(checkout).map((sellerId) => {
      const saved = d.deliveries?.find((x) => x.sellerId === sellerId);
      return {
        sellerId,
        method: oneOf(DELIVERY_METHODS, saved?.method) as (typeof DELIVERY_METHODS)[number],
        branchId: saved?.branchId ?? null,
        vehicleType: oneOf(VEHICLE_TYPES, saved?.vehicleType) ?? null,
      };
    }),
  };
}

/** What the draft keeps: the form as it is, nothing required yet. */
export function toDraft(v: Partial<Values>): CheckoutDraftDetails {
  return {
    deliveryAt: v.deliveryAt ?? '',
    companyProjectId: v.companyProjectId ?? null,
    projectDetails: v.projectDetails ?? '',
    recipientName: v.recipientName ?? '',
    contactNumber: v.contactNumber ?? '',
    pic: v.pic ?? '',
    country: v.country ?? '',
    email: v.email ?? '',
    addressLine1: v.addressLine1 ?? '',
    addressLine2: v.addressLine2 ?? '',
    postcode: v.postcode ?? '',
    city: v.city ?? '',
    state: v.state ?? '',
    remarks: v.remarks ?? '',
    paymentMethod: v.paymentMethod ?? '',
    payerType: v.payerType ?? 'corporate',
    bankCode: v.bankCode ?? '',
    creditTerm: v.creditTerm ?? null,
    slipFileId: v.slipFileId ?? null,
    voucherCode: v.voucherCode ?? '',
    salesPic: v.salesPic ?? '',
    deliveries: (v.deliveries ?? []).map((d) => ({
      sellerId: d.sellerId,
      ...(d.method ? { method: d.method } : {}),
      branchId: d.branchId ?? null,
      vehicleType: d.vehicleType ?? null,
    })),
  };
}

export function addressComplete(v: Partial<Values>): boolean {
  return (
    !!v.country?.trim() &&
    !!v.addressLine1?.trim() &&
    !!v.city?.trim() &&
    !!v.state &&
    /^\d{5}$/.test(v.postcode?.trim() ?? '')
  );
}

/** The fields in the order the page shows them, for bringing the first error into view. */
export const PAGE_ORDER = [
  'deliveryAt',
  'projectDetails',
  'remarks',
  'salesPic',
  'recipientName',
  'contactNumber',
  'pic',
  'email',
  'country',
  'addressLine1',
  'addressLine2',
  'postcode',
  'city',
  'state',
  'deliveries',
  'voucherCode',
  'paymentMethod',
  'bankCode',
  'slipFileId',
  'creditTerm',
] as const;

const PAYMENT_FIELDS: readonly string[] = ['paymentMethod', 'bankCode', 'slipFileId', 'creditTerm'];

/** Scrolls to a field (a text input by its name, a picker by its data-field block) and focuses its first control. */
export function bringIntoView(field: string) {
  const block = PAYMENT_FIELDS.includes(field) ? 'payment' : field;
  const target =
    document.querySelector<HTMLElement>(`[data-field="${block}"]`) ??
    document.querySelector<HTMLElement>(`[name="${field}"]`);
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  const control = target.matches('input, textarea')
    ? target
    : target.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea, button');
  control?.focus({ preventScroll: true });
}
