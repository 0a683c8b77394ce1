/**
 * Where the checkout shows a delivery problem: the schema's refinements sit on the whole list of
 * deliveries, so each seller's choice shows the one it breaks (method, pickup branch, vehicle).
 */
import type { FieldErrors } from 'react-hook-form';
import type { CheckoutDetailsInput } from '@binamart/shared';
import type { DeliveryValue } from './delivery-choices';

type Values = CheckoutDetailsInput;

/** The messages at one seller's delivery method and vehicle; `message` translates a key. */
export function deliveryErrorsOf(
  errors: FieldErrors<Values>['deliveries'],
  deliveries: DeliveryValue[],
  message: (key?: string) => string | undefined,
) {
  const deliveryErrors = errors as (FieldErrors<Values>['deliveries'] & { root?: { message?: string } }) | undefined;
  type ChoiceErrors = Record<
    number,
    { method?: { message?: string }; branchId?: { message?: string }; vehicleType?: { message?: string } }
  >;
  const ownErrors = (sellerId: string) => {
    const index = deliveries.findIndex((d) => d.sellerId === sellerId);
    return { own: (deliveryErrors as unknown as ChoiceErrors | undefined)?.[index], chosen: deliveries[index] };
  };
  const generalDeliveryError = deliveryErrors?.message ?? deliveryErrors?.root?.message;
  const deliveryErrorAt = (sellerId: string) => {
    const { own, chosen } = ownErrors(sellerId);
    const missing = !generalDeliveryError
      ? undefined
      : !chosen?.method
        ? generalDeliveryError
        : chosen.method === 'pickup' && !chosen.branchId
          ? 'checkout.branchRequired'
          : undefined;
    return message(own?.method?.message ?? own?.branchId?.message ?? missing);
  };
  const vehicleErrorAt = (sellerId: string) => {
    const { own, chosen } = ownErrors(sellerId);
    const missing =
      generalDeliveryError && chosen?.method === 'partner' && !chosen.vehicleType
        ? 'checkout.vehicleRequired'
        : undefined;
    return message(own?.vehicleType?.message ?? missing);
  };
  return { deliveryErrorAt, vehicleErrorAt, generalDeliveryError };
}
