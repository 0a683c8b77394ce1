/**
 * Delivery (spec §3 Delivery order, §4 tracking steps and delivery-order dispute, §5 Delivery
 * order and Acknowledgement, §6 buyDoa and tracking, §8 acknowledgement errors): sellers make
 * delivery orders (DOs) from a confirmed order, a driver of the seller steps through tracking,
 * the buyer acknowledges (PIN, signature, received quantities) or rejects, and a short delivery
 * raises a dispute for the driver or the seller to answer.
 */
import { z } from 'zod';
import { V, requiredText } from '../validation';
import {
  DELIVERY_STATUSES,
  DISPUTE_STATUSES,
  DRIVER_STEPS,
  type DeliveryStatus,
  canMoveDelivery,
} from '../states/delivery-states';
import { VEHICLE_TYPES, partnerBookingSchema } from './delivery-partner';

/** A DO's delivery date is at most this many days ahead (spec §5: within 1 month). */
export const DO_MAX_DAYS_AHEAD = 31;

/** Who carries a DO: one of the seller's own drivers, or the delivery partner's vehicle. */
export const DELIVERY_CARRIERS = ['driver', 'partner'] as const;
export type DeliveryCarrier = (typeof DELIVERY_CARRIERS)[number];

/**
 * Whether the seller may still cancel a DO: while assigned; one the delivery partner carries
 * also after the partner's driver accepted, until the goods are picked up.
 */
export const canCancelDelivery = (d: { status: DeliveryStatus; carrier: DeliveryCarrier }) =>
  canMoveDelivery(d.status, 'cancelled') || (d.carrier === 'partner' && d.status === 'initiated');

/** POST /api/seller/orders/:orderId/delivery-orders (sellOrder Write): a DO for part or all of a confirmed/ongoing order. */
export const deliveryOrderInputSchema = z
  .object({
    /** the seller's own DO number (spec §5: required) */
    sellerDoNumber: requiredText(60),
    /** ISO date-time with offset; within 1 month from now and not in the past; for the partner 9 am–6 pm and ≥ 1 h ahead */
    deliveryAt: z.iso.datetime({ offset: true, error: V.required }),
    carrier: z.enum(DELIVERY_CARRIERS).default('driver'),
    /** carrier 'driver': a user of the seller company with the 'driver' toggle (spec §5: driver required) */
    driverUserId: z.uuid({ error: V.requiredSelect }).nullable().optional().default(null),
    /** carrier 'partner': the vehicle to book (spec §5: a vehicle type must be selected) */
    vehicleType: z.enum(VEHICLE_TYPES, { error: 'checkout.vehicleRequired' }).nullable().optional().default(null),
    lines: z
      .array(
        z.object({
          orderLineId: z.uuid(),
          /** not above the line's balance: ordered − on live DOs */
          quantity: z.number({ error: V.required }).int().min(1, { error: 'delivery.quantityPositive' }),
        }),
      )
      .min(1, { error: 'delivery.atLeastOneItem' }),
  })
  .refine((v) => v.carrier !== 'driver' || !!v.driverUserId, { error: V.requiredSelect, path: ['driverUserId'] })
  .refine((v) => v.carrier !== 'partner' || !!v.vehicleType, {
    error: 'checkout.vehicleRequired',
    path: ['vehicleType'],
  });
export type DeliveryOrderInput = z.input<typeof deliveryOrderInputSchema>;

export const deliveryEventSchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  /** ISO timestamp */
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

export const disputeSchema = z.object({
  id: z.uuid(),
  orderLineId: z.uuid(),
  productName: z.string(),
  quantityDelivered: z.number().int(),
  quantityReceived: z.number().int(),
  reason: z.string(),
  /** who must answer it */
  assignedTo: z.enum(['driver', 'seller']),
  status: z.enum(DISPUTE_STATUSES),
  response: z.string().nullable(),
  respondedBy: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** A DO as its three sides and its driver see it. */
export const deliveryOrderSchema = z.object({
  id: z.uuid(),
  /** the platform's number, DO-<yyyy>-<6 digits> */
  number: z.string(),
  sellerDoNumber: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  order: z.object({ id: z.uuid(), number: z.string() }),
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  carrier: z.enum(DELIVERY_CARRIERS),
  /** the seller's own driver; null when the delivery partner carries it */
  driver: z.object({ id: z.uuid(), name: z.string(), mobile: z.string().nullable() }).nullable(),
  /** the delivery partner's booking, when it carries it */
  partner: partnerBookingSchema.nullable(),
  deliveryAt: z.string(),
  /** the order's delivery address, one line, for a maps app */
  address: z.string(),
  recipientName: z.string(),
  contactNumber: z.string(),
  lines: z.array(
    z.object({
      orderLineId: z.uuid(),
      productName: z.string(),
      variationName: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
      /** set when acknowledged */
      receivedQuantity: z.number().int().nullable(),
    }),
  ),
  events: z.array(deliveryEventSchema),
  disputes: z.array(disputeSchema),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  rejectionRemark: z.string().nullable(),
  /** /api/files/:id of the signature image, once acknowledged or rejected with one */
  signatureUrl: z.string().nullable(),
  /** the signed DO PDF: /api/delivery-orders/:id/pdf, once acknowledged */
  signedPdfUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

/** POST /api/driver/delivery-orders/:id/step (the DO's driver): the next tracking step. */
export const driverStepInputSchema = z.object({
  status: z.enum(DRIVER_STEPS),
});

/** A drawn signature: a PNG data URL, at most about 300 KB. */
export const signatureSchema = z
  .string({ error: 'delivery.signatureRequired' })
  .min(1, { error: 'delivery.signatureRequired' })
  .max(400_000, { error: 'delivery.signatureTooLarge' })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: 'delivery.signatureRequired' });

/** POST /api/delivery-orders/:id/acknowledge (buyer: buyDoa Write, buyOrder not Block). */
export const acknowledgeInputSchema = z.object({
  pin: z.string({ error: V.required }).regex(/^\d{6}$/, { error: V.pin }),
  signature: signatureSchema,
  lines: z
    .array(
      z.object({
        orderLineId: z.uuid(),
        /** 0 to the DO quantity; lower than delivered raises a dispute, which needs a reason */
        receivedQuantity: z.number({ error: V.required }).int().min(0),
      }),
    )
    .min(1),
  /** required when any received quantity is lower than delivered (spec §5: dispute reason required) */
  disputeReason: z.string().trim().max(1000).optional().default(''),
  /** who answers the dispute (spec §4: the driver or the seller) */
  disputeTo: z.enum(['driver', 'seller']).default('driver'),
});
export type AcknowledgeInput = z.input<typeof acknowledgeInputSchema>;

/** POST /api/delivery-orders/:id/reject (buyer): refuse the whole delivery. */
export const rejectDeliveryInputSchema = z.object({
  pin: z.string({ error: V.required }).regex(/^\d{6}$/, { error: V.pin }),
  /** spec §5: remark required for rejection */
  remark: requiredText(1000),
  signature: signatureSchema.optional(),
});

/**
 * POST /api/delivery-orders/:id/disputes (buyer, after acknowledging): a further dispute on one
 * item; refused while another dispute of the DO waits for its answer.
 */
export const disputeInputSchema = z.object({
  orderLineId: z.uuid({ error: V.requiredSelect }),
  /** less than the quantity delivered on the DO */
  quantityReceived: z.number({ error: V.required }).int().min(0),
  reason: requiredText(1000),
  assignedTo: z.enum(['driver', 'seller']).default('driver'),
});
export type DisputeInput = z.input<typeof disputeInputSchema>;

/** POST /api/disputes/:id/respond (the DO's driver, or the seller with sellOrder Write). */
export const disputeResponseSchema = z.object({ response: requiredText(1000) });

export const deliveryListQuerySchema = z.object({
  orderId: z.uuid().optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/seller/drivers: the seller company's drivers to choose from. */
export const driverSchema = z.object({ id: z.uuid(), name: z.string(), mobile: z.string().nullable() });
export type Driver = z.infer<typeof driverSchema>;
