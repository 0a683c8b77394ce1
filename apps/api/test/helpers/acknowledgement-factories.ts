/**
 * Acknowledgement test data: delivery orders made and stepped to unloading through the API
 * (delivery-factories), the buyer's acknowledgement form with a real PNG signature and the
 * factories' PIN, and what the recipients of notifications received.
 */
import { crc32, deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { Permissions } from '@binamart/shared';
import { notifications, orderEvents, orders, users } from '../../src/db/schema/index';
import { call, expectStatus } from './checkout-factories';
import {
  type ConfirmedOrderWithDriver,
  type DeliveryWorldOptions,
  confirmedOrderWithDriver,
  createDeliveryOrder,
  stepDeliveryOrder,
} from './delivery-factories';
import { signedInTeam } from './factories';
import type { BuyerTeam } from './order-factories';
import type { TestApp } from './test-app';

type Auth = Record<string, string>;

/** Every user the factories make has this PIN. */
export const PIN = '654321';
export const WRONG_PIN = '111111';

/** A 1 × 1 PNG as a data URL: what the signature pad sends. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** One PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A blank 8-bit grey PNG of `width` × `height` as a signature data URL. Its pixels compress to
 * almost nothing, so a large one is a small upload that would decode to width × height bytes.
 * `textFirst` puts a tEXt chunk before IHDR (not a valid PNG).
 */
export function pngSignature(width: number, height: number, { textFirst = false } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...(textFirst ? [pngChunk('tEXt', Buffer.from('Comment\0first', 'latin1'))] : []),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

export const DRIVER_STEPS_TO_UNLOADING = ['initiated', 'outForDelivery', 'arrived', 'unloading'] as const;

export interface DeliveryLineView {
  orderLineId: string;
  quantity: number;
  receivedQuantity: number | null;
}
export interface DisputeView {
  id: string;
  orderLineId: string;
  status: string;
  assignedTo: string;
  quantityDelivered: number;
  quantityReceived: number;
  reason: string;
  response: string | null;
}
export interface DeliveryView {
  id: string;
  number: string;
  status: string;
  lines: DeliveryLineView[];
  disputes: DisputeView[];
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
  rejectionRemark: string | null;
  signatureUrl: string | null;
  signedPdfUrl: string | null;
}

/**
 * A confirmed order (pass `options` to reuse the seller, buyer and administrator) with one DO
 * of `quantity` (default: the whole line) stepped by its driver up to `steps` (default: unloading).
 */
export async function deliveryAt(
  t: TestApp,
  options: DeliveryWorldOptions & { quantity?: number; deliver?: number; steps?: readonly string[] } = {},
) {
  const world = await confirmedOrderWithDriver(t, options);
  const lines = [{ orderLineId: world.line.id, quantity: options.deliver ?? world.line.quantity }];
  const made = await createDeliveryOrder(t, world, { lines });
  await stepDeliveryOrder(t, world, made.id, options.steps ?? DRIVER_STEPS_TO_UNLOADING);
  return { world, id: made.id, number: made.number };
}

/** Another DO of the world's order (`quantity` of its line), stepped to unloading. */
export async function anotherDelivery(t: TestApp, world: ConfirmedOrderWithDriver, quantity: number) {
  const made = await createDeliveryOrder(t, world, { lines: [{ orderLineId: world.line.id, quantity }] });
  await stepDeliveryOrder(t, world, made.id, DRIVER_STEPS_TO_UNLOADING);
  return made;
}

/** An acknowledgement form: every line received in full (or as `received` says), the PIN and a signature. */
export function acknowledgeForm(
  world: { line: { id: string } },
  delivered: number,
  overrides: Record<string, unknown> & { received?: number } = {},
) {
  const { received, ...rest } = overrides;
  return {
    pin: PIN,
    signature: SIGNATURE,
    lines: [{ orderLineId: world.line.id, receivedQuantity: received ?? delivered }],
    ...rest,
  };
}

/** POST /api/delivery-orders/:id/acknowledge as `auth`. */
export const acknowledge = (t: TestApp, id: string, auth: Auth, form: Record<string, unknown>) =>
  call(t, 'POST', `/api/delivery-orders/${id}/acknowledge`, auth, form);

/** Acknowledges the DO as `auth` and answers the DO (fails unless 200). */
export async function acknowledged(t: TestApp, id: string, auth: Auth, form: Record<string, unknown>) {
  return expectStatus<DeliveryView>(await acknowledge(t, id, auth, form), 200);
}

/**
 * A buyer company with an `admin` (BuyAdm) and a `user` (BuyUsr) with the default permissions, and
 * one more BuyUsr per entry of `restricted` holding those permissions instead.
 */
export async function buyerWithUserPermissions(
  t: TestApp,
  restricted: Permissions[],
): Promise<BuyerTeam & { restricted: BuyerTeam['user'][] }> {
  const team = await signedInTeam(
    t,
    ['BuyAdm', 'BuyUsr', ...restricted.map(() => 'BuyUsr' as const)],
    [undefined, undefined, ...restricted],
  );
  const [admin, user, ...others] = team.members;
  return { company: team.company, admin: admin!, user: user!, restricted: others };
}

/** The notification types one user received, oldest first. */
export async function notificationTypesOfUser(t: TestApp, userId: string) {
  const rows = await t.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  return rows.map((r) => r.type);
}

/** The users of a company who received a notification of `type`, with its params and link. */
export async function notificationsOfCompany(t: TestApp, companyId: string, type: string) {
  return t.db
    .select({ userId: notifications.userId, params: notifications.params, link: notifications.link })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(users.companyId, companyId), eq(notifications.type, type)));
}

/** The order's status and its timeline's event types. */
export async function orderState(t: TestApp, orderId: string) {
  const [order] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const events = await t.db
    .select({ type: orderEvents.type })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.createdAt);
  return { status: order!.status, events: events.map((e) => e.type) };
}
