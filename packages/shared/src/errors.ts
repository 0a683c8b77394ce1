/**
 * The closed set of error codes the API answers with (`{ code, message, details? }`), each
 * of one kind; the kind alone decides the HTTP status, in the API's one error handler.
 * Services throw a code, never a status; the web checks codes against this same type.
 */
export const ERROR_KIND_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_KIND_STATUS;

/** code → kind. General codes first, then the domain codes of spec §8 by area. */
export const ERROR_CODES = {
  // general
  validation_error: 'invalid',
  bad_request: 'invalid',
  unauthorized: 'unauthenticated',
  forbidden: 'forbidden',
  not_found: 'not_found',
  route_not_found: 'not_found',
  payload_too_large: 'too_large',
  rate_limited: 'rate_limited',
  too_many_attempts: 'rate_limited',
  internal_error: 'internal',
  transition_not_allowed: 'conflict',
  idempotency_key_reused: 'conflict',
  // files
  file_missing: 'invalid',
  file_type: 'invalid',
  file_too_large: 'too_large',
  // accounts and identity
  account_inactive: 'unauthenticated',
  cannot_change_own_access: 'forbidden',
  cannot_grant_above_own: 'forbidden',
  cannot_raise_own_level: 'forbidden',
  duplicate_email: 'conflict',
  duplicate_registration_no: 'conflict',
  email_not_verified: 'unauthenticated',
  failed_to_change_pin: 'invalid',
  incorrect_old_password: 'invalid',
  incorrect_old_pin: 'invalid',
  invalid_credentials: 'unauthenticated',
  invalid_refresh_token: 'unauthenticated',
  registration_pending: 'unauthenticated',
  registration_rejected: 'unauthenticated',
  registration_reviewed: 'conflict',
  role_not_allowed: 'invalid',
  token_invalid: 'invalid',
  token_used: 'invalid',
  // catalog and hub
  category_in_use: 'conflict',
  category_locked: 'invalid',
  invalid_category: 'invalid',
  hub_required: 'invalid',
  distance_taken: 'conflict',
  // cart, checkout and orders
  already_placed: 'conflict',
  cancellation_forbidden: 'conflict',
  currency_mixed: 'conflict',
  items_modified: 'conflict',
  items_unavailable: 'conflict',
  // the supplier does not take orders, enquiries or bids through this sales channel
  channel_declined: 'conflict',
  mixed_currency: 'invalid',
  not_purchasable: 'invalid',
  price_hidden: 'invalid',
  quantity_invalid: 'invalid',
  voucher_code_taken: 'conflict',
  // payments
  not_payable: 'conflict',
  not_receiptable: 'conflict',
  payment_in_progress: 'conflict',
  slip_required: 'invalid',
  slip_reviewed: 'conflict',
  signature_invalid: 'unauthenticated',
  refund_not_retryable: 'conflict',
  bidding_session_ended: 'conflict',
  bid_already_placed: 'conflict',
  bid_revision_not_allowed: 'conflict',
  cart_items_created: 'conflict',
  file_not_available: 'not_found',
  refund_not_transferable: 'conflict',
  refund_exceeds_payment: 'conflict',
  refund_not_receiptable: 'conflict',
  // credit
  credit_already_decided: 'conflict',
  credit_balance: 'conflict',
  credit_documents_missing: 'invalid',
  credit_existing_facility: 'conflict',
  credit_facility_inactive: 'forbidden',
  credit_insufficient: 'conflict',
  credit_not_awaiting_decision: 'conflict',
  credit_not_editable: 'conflict',
  credit_not_your_tier: 'forbidden',
  no_credit_limit: 'forbidden',
  // billing
  ap_invoice_number_taken: 'conflict',
  ap_invoice_paid: 'conflict',
  extension_refused: 'conflict',
  invoice_amount_exceeds: 'conflict',
  invoice_not_payable: 'conflict',
  // delivery
  delivery_not_acknowledged: 'conflict',
  delivery_step_not_allowed: 'conflict',
  dispute_not_open: 'conflict',
  dispute_open: 'conflict',
  do_number_taken: 'conflict',
  order_not_deliverable: 'conflict',
  partner_booking_unknown: 'conflict',
  partner_cancel_refused: 'conflict',
  partner_not_cancellable: 'conflict',
  partner_unavailable: 'unavailable',
  // insurance and bonds (Lonpac)
  insurer_unavailable: 'unavailable',
  // ratings
  rating_not_open: 'conflict',
  rating_locked: 'conflict',
  review_already_answered: 'conflict',
  // enquiries and quotations
  enquiry_not_open: 'conflict',
  enquiry_not_for_quotation: 'conflict',
  quotation_not_open: 'conflict',
  quotation_expired: 'conflict',
  quoted_quantity: 'conflict',
  quoted_in_cart: 'conflict',
  // credit reports
  bureau_unavailable: 'unavailable',
  credit_report_not_payable: 'conflict',
  credit_report_attached: 'conflict',
  /** "Unauthorised" (§8): this DO is not the reader's to follow or acknowledge */
  unauthorised: 'forbidden',
} as const satisfies Record<string, ErrorKind>;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status an error code is answered with. */
export function errorStatus(code: ErrorCode): number {
  return ERROR_KIND_STATUS[ERROR_CODES[code]];
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}
