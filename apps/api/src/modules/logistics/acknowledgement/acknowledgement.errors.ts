/** The acknowledgement module's own refusals (spec §8 acknowledgement errors). */
import { AppError } from '../../../lib/errors';

/** 409 "Further disputes are not allowed until the driver responds." */
export const disputeOpen = () => new AppError('dispute_open', 'delivery.disputeOpen');

/** 409: the dispute was already answered or cancelled. */
export const disputeNotOpen = () => new AppError('dispute_not_open', 'delivery.disputeNotOpen');

/** 409: disputes and the signed DO wait for the acknowledgement. */
export const notAcknowledged = () => new AppError('delivery_not_acknowledged', 'delivery.notAcknowledged');
