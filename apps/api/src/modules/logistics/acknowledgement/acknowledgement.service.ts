/**
 * The buyer's answer to a delivery (spec §5 Delivery order and Acknowledgement): acknowledge it
 * with their own PIN, a drawn signature and the quantity received of each item — a short item
 * raising a dispute for the driver or the seller — or reject the whole delivery with a remark.
 * The DO moves only through moveDelivery; once every item of the order has been delivered on
 * acknowledged DOs the order is completed.
 */
import type { z } from 'zod';
import {
  type DeliveryStatus,
  type acknowledgeInputSchema,
  canMoveDelivery,
  type rejectDeliveryInputSchema,
} from '@binamart/shared';
import type { FileStorage } from '../../../adapters/storage/file-storage';
import type { Db } from '../../../db/client';
import { AppError, type FieldIssue } from '../../../lib/errors';
import type { Actor } from '../../../lib/request-context';
import {
  deliveryOrderView,
  deliveryStepNotAllowed,
  inDeliveryTransaction,
  moveDelivery,
  setReceivedQuantity,
} from '../delivery/index';
import { verifySecret } from '../../identity/index';
import { notify } from '../../messaging/index';
import { moveOrder } from '../../ordering/orders/index';
import { assertAcknowledger } from './acknowledgement-access';
import * as repo from './acknowledgement.repository';
import { signatureBytes, stageSignature, withStagedFile } from './signature';

type Deps = { db: Db; storage: FileStorage };
type AcknowledgeInput = z.output<typeof acknowledgeInputSchema>;
type RejectInput = z.output<typeof rejectDeliveryInputSchema>;

/** 400 validation_error with the problems at their fields; a single problem is also the message ("PIN is incorrect"). */
const invalid = (issues: FieldIssue[]) =>
  issues.length === 1
    ? new AppError('validation_error', issues[0]!.key, issues[0]!.params, {}, issues)
    : new AppError('validation_error', 'errors.validation', {}, {}, issues);

/** The signature's problem as signatureBytes found it ("Sign in the box" or "too large"). */
const signatureIssues = (error: unknown): FieldIssue[] =>
  error instanceof AppError && error.fields.length > 0
    ? error.fields
    : [{ path: 'signature', key: 'delivery.signatureRequired' }];

/** Whether `pin` is the acting user's own PIN (spec §5: the acknowledging user's PIN). */
const isOwnPin = async (db: Db, actor: Actor, pin: string) => verifySecret(await repo.pinHashOf(db, actor.userId), pin);

/** The refusal of a DO that cannot move to `to` now (409, before any PIN or file work). */
function assertMovable(status: DeliveryStatus, to: DeliveryStatus) {
  if (!canMoveDelivery(status, to)) throw deliveryStepNotAllowed(status);
}

/**
 * Every field problem of an acknowledgement at once: lines not exactly the DO's, a quantity above
 * what was delivered, a short delivery without a reason, an unreadable signature, a wrong PIN.
 */
async function acknowledgementIssues(
  db: Db,
  actor: Actor,
  lines: repo.DeliveryLine[],
  input: AcknowledgeInput,
): Promise<{ issues: FieldIssue[]; signature: Buffer | null }> {
  const issues: FieldIssue[] = [];
  const given = input.lines.map((line) => line.orderLineId);
  const sameLines =
    new Set(given).size === given.length &&
    given.length === lines.length &&
    lines.every((line) => given.includes(line.orderLineId));
  if (!sameLines) issues.push({ path: 'lines', key: 'delivery.linesMismatch' });
  const byId = new Map(lines.map((line) => [line.orderLineId, line]));
  let short = false;
  input.lines.forEach((entry, i) => {
    const line = byId.get(entry.orderLineId);
    if (!line) return;
    if (entry.receivedQuantity > line.quantity) {
      issues.push({
        path: `lines.${i}.receivedQuantity`,
        key: 'delivery.receivedAboveDelivered',
        params: { delivered: line.quantity },
      });
    }
    if (entry.receivedQuantity < line.quantity) short = true;
  });
  if (short && input.disputeReason.trim() === '') {
    issues.push({ path: 'disputeReason', key: 'delivery.disputeReasonRequired' });
  }
  let signature: Buffer | null = null;
  try {
    signature = await signatureBytes(input.signature);
  } catch (error) {
    issues.push(...signatureIssues(error));
  }
  if (!(await isOwnPin(db, actor, input.pin))) issues.push({ path: 'pin', key: 'delivery.pinIncorrect' });
  return { issues, signature };
}

/**
 * Completes the order (event 'completed') when every one of its lines has been delivered on
 * acknowledged DOs, and tells both companies. Call inside the acknowledgement's transaction.
 */
async function completeOrderWhenDelivered(tx: Db, orderId: string, actorUserId: string) {
  // the order's row lock serialises acknowledgements of its DOs, so the last one always sees the others
  const order = await repo.lockOrder(tx, orderId);
  if (!order || order.status !== 'ongoing') return;
  if (!(await repo.orderFullyAcknowledged(tx, orderId))) return;
  await moveOrder(tx, orderId, 'complete', { actorUserId, event: 'completed' });
  const params = { number: order.number };
  await notify(tx, { companyId: order.buyerCompanyId }, 'orderCompleted', params, `/order/${orderId}`);
  await notify(tx, { companyId: order.sellerCompanyId }, 'orderCompleted', params, `/seller/order/${orderId}`);
  // the buyer is invited to rate what it received (spec §9 rating flow)
  const seller = await repo.companyName(tx, order.sellerCompanyId);
  await notify(
    tx,
    { companyId: order.buyerCompanyId },
    'ratingInvited',
    { ...params, seller },
    `/order/${orderId}/rate`,
  );
}

/**
 * POST /api/delivery-orders/:id/acknowledge: the buyer (buyDoa Write) acknowledges an unloading
 * DO with their PIN and signature; short items become disputes for the driver or the seller.
 */
export async function acknowledgeDelivery(deps: Deps, actor: Actor | null, id: string, input: AcknowledgeInput) {
  const row = await assertAcknowledger(deps.db, actor, id);
  const me = actor!;
  assertMovable(row.status, 'acknowledged');
  const lines = await repo.deliveryLines(deps.db, id);
  const { issues, signature } = await acknowledgementIssues(deps.db, me, lines, input);
  if (issues.length > 0 || !signature) throw invalid(issues);

  const received = new Map(input.lines.map((line) => [line.orderLineId, line.receivedQuantity]));
  const disputeTo = disputeAnswerer(row, input.disputeTo);
  const staged = await stageSignature(deps.storage, me, row.number, signature);
  await withStagedFile(staged, () =>
    inDeliveryTransaction(deps.db, async (tx, afterCommit) => {
      await staged.record(tx);
      const now = new Date();
      await moveDelivery(
        tx,
        id,
        'acknowledged',
        { actorUserId: me.userId, set: { acknowledgedAt: now, acknowledgedBy: me.userId, signatureFileId: staged.id } },
        afterCommit,
      );
      for (const line of lines) {
        await setReceivedQuantity(tx, id, line.orderLineId, received.get(line.orderLineId)!);
      }
      const shortLines = lines.filter((line) => received.get(line.orderLineId)! < line.quantity);
      // The short lines of one acknowledgement form one round of disputes, opened together with
      // the same reason and the same answerer. Further disputes (raiseDispute) wait until every
      // open dispute of the DO has been answered or cancelled: its check is "any open dispute on
      // the DO", not "an open dispute on this line".
      await repo.insertDisputes(
        tx,
        shortLines.map((line) => ({
          deliveryOrderId: id,
          orderLineId: line.orderLineId,
          quantityDelivered: line.quantity,
          quantityReceived: received.get(line.orderLineId)!,
          reason: input.disputeReason.trim(),
          assignedTo: disputeTo,
          createdBy: me.userId,
        })),
      );
      const order = await repo.lockOrder(tx, row.orderId);
      for (const line of shortLines) {
        await notifyDisputeRaised(tx, row, disputeTo, {
          buyer: me.companyName,
          received: received.get(line.orderLineId)!,
          delivered: line.quantity,
          product: line.productName,
          number: row.number,
          reason: input.disputeReason.trim(),
        });
      }
      await notify(
        tx,
        { companyId: row.sellerCompanyId },
        'deliveryAcknowledged',
        { buyer: me.companyName, number: row.number, order: order?.number ?? '' },
        `/seller/order/${row.orderId}`,
      );
      await completeOrderWhenDelivered(tx, row.orderId, me.userId);
    }),
  );
  return deliveryOrderView(deps.db, id);
}

/**
 * Who answers a dispute the buyer sends to `wanted`: a DO the delivery partner carried has no
 * driver of ours to answer, so its disputes go to the seller.
 */
export function disputeAnswerer(row: { driverUserId: string | null }, wanted: 'driver' | 'seller') {
  return row.driverUserId === null ? 'seller' : wanted;
}

/** Tells whoever must answer a dispute: the DO's driver (the driver app) or the seller company (its order page). */
export async function notifyDisputeRaised(
  tx: Db,
  row: { id: string; orderId: string; driverUserId: string | null; sellerCompanyId: string },
  assignedTo: 'driver' | 'seller',
  params: Record<string, string | number>,
) {
  if (assignedTo === 'driver' && row.driverUserId !== null) {
    await notify(tx, { userIds: [row.driverUserId] }, 'disputeRaised', params, `/driver/do/${row.id}`);
  } else {
    await notify(tx, { companyId: row.sellerCompanyId }, 'disputeRaised', params, `/seller/order/${row.orderId}`);
  }
}

/**
 * POST /api/delivery-orders/:id/reject: the buyer (buyDoa Write) refuses an unloading DO with a
 * remark and their PIN (a signature is kept when given); its quantities count as undelivered again.
 */
export async function rejectDelivery(deps: Deps, actor: Actor | null, id: string, input: RejectInput) {
  const row = await assertAcknowledger(deps.db, actor, id);
  const me = actor!;
  assertMovable(row.status, 'rejected');
  const issues: FieldIssue[] = [];
  let signature: Buffer | null = null;
  if (input.signature) {
    try {
      signature = await signatureBytes(input.signature);
    } catch (error) {
      issues.push(...signatureIssues(error));
    }
  }
  if (!(await isOwnPin(deps.db, me, input.pin))) issues.push({ path: 'pin', key: 'delivery.pinIncorrect' });
  if (issues.length > 0) throw invalid(issues);

  const staged = signature ? await stageSignature(deps.storage, me, row.number, signature) : null;
  await withStagedFile(staged, () =>
    inDeliveryTransaction(deps.db, async (tx, afterCommit) => {
      await staged?.record(tx);
      await moveDelivery(
        tx,
        id,
        'rejected',
        {
          actorUserId: me.userId,
          note: input.remark,
          set: { rejectionRemark: input.remark, ...(staged && { signatureFileId: staged.id }) },
        },
        afterCommit,
      );
      await notify(
        tx,
        { companyId: row.sellerCompanyId },
        'deliveryRejected',
        { buyer: me.companyName, number: row.number, remark: input.remark },
        `/seller/order/${row.orderId}`,
      );
    }),
  );
  return deliveryOrderView(deps.db, id);
}
