/**
 * The enquiry form's values and their reading by the one schema (salesEnquiryInputSchema): what the
 * inputs hold (numbers as typed, so "12." stays editable) is made the schema's input first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  BLANK_ADDRESS,
  type RoadAccessDays,
  type RoadAccessKind,
  type RoadAccessVehicle,
  type SalesDeliveryMethod,
  type SalesDeliveryTime,
  type SalesEnquiryAddress,
  type SalesEnquiryType,
  type SalesItemCategory,
  salesEnquiryInputSchema,
} from '@binamart/shared';

/** What a number input holds: a number, or the text typed so far ('' when empty). */
export type NumberValue = number | string | null;

export interface RuleValues {
  days?: RoadAccessDays;
  vehicle?: RoadAccessVehicle;
  access?: RoadAccessKind;
  from: string | null;
  to: string | null;
  note: string;
}

export interface EnquiryFormValues {
  type: SalesEnquiryType;
  contactPerson: string;
  email: string;
  contactPhone: string;
  pickup: SalesEnquiryAddress;
  dropoff: SalesEnquiryAddress;
  itemCategory?: SalesItemCategory;
  itemWeightKg: NumberValue;
  lengthCm: NumberValue;
  widthCm: NumberValue;
  heightCm: NumberValue;
  estimatedWeightKg: NumberValue;
  itemRemarks: string;
  deliveryMethod: SalesDeliveryMethod | null;
  deliveryTime: SalesDeliveryTime | null;
  roadAccess: RuleValues[];
  deliveryDate: string;
  remarks: string;
  subject: string;
  message: string;
  /** never an input: where "give a complete pickup or drop-off address" is told */
  addresses?: null;
}

export const NUMBER_FIELDS = ['itemWeightKg', 'lengthCm', 'widthCm', 'heightCm', 'estimatedWeightKg'] as const;

export function emptyEnquiry(type: SalesEnquiryType): EnquiryFormValues {
  return {
    type,
    contactPerson: '',
    email: '',
    contactPhone: '',
    pickup: { ...BLANK_ADDRESS },
    dropoff: { ...BLANK_ADDRESS },
    itemCategory: undefined,
    itemWeightKg: '',
    lengthCm: '',
    widthCm: '',
    heightCm: '',
    estimatedWeightKg: '',
    itemRemarks: '',
    deliveryMethod: null,
    deliveryTime: null,
    roadAccess: [],
    deliveryDate: '',
    remarks: '',
    subject: '',
    message: '',
  };
}

export const emptyRule = (): RuleValues => ({
  days: undefined,
  vehicle: undefined,
  access: undefined,
  from: null,
  to: null,
  note: '',
});

/** A number input's value as the schema reads it: empty is null, typed digits a number. */
function asNumber(value: NumberValue): number | string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : value;
}

const schemaResolver = zodResolver(salesEnquiryInputSchema);

/** The form's resolver: the schema, given the numbers as numbers. */
export const enquiryResolver: Resolver<EnquiryFormValues> = (values, context, options) => {
  const input = { ...values, ...Object.fromEntries(NUMBER_FIELDS.map((name) => [name, asNumber(values[name])])) };
  return (schemaResolver as unknown as Resolver<EnquiryFormValues>)(input, context, options);
};
