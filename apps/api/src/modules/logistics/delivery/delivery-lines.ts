/** Writes of DO lines that the acknowledgement makes inside its transaction. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { deliveryOrderLines } from './tables';

/** Records what the buyer received of one line of the DO. */
export async function setReceivedQuantity(db: Db, deliveryOrderId: string, orderLineId: string, received: number) {
  await db
    .update(deliveryOrderLines)
    .set({ receivedQuantity: received })
    .where(
      and(eq(deliveryOrderLines.deliveryOrderId, deliveryOrderId), eq(deliveryOrderLines.orderLineId, orderLineId)),
    );
}
