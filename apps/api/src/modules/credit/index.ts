/** The public face of the credit module: the only file other modules, the app and the seeds import. */
export {
  HELD_INSUFFICIENT_NOTE,
  creditOffer,
  heldForInsufficientCredit,
  heldSen,
  releaseOrder,
  reserveCheckout,
  reserveOrder,
  usableFacility,
  creditUnavailable,
} from './credit-checkout';
export { setCompanyLimit } from './credit-facilities.service';
export { addDocument, createApplication, submitApplication } from './credit-applications.service';
export { decide } from './credit-review.service';
export { moveCredit, setFacilityStatusByJob } from './credit-ledger';
export { creditRoutes } from './credit.routes';
