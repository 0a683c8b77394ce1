/**
 * The sandbox gateway's pages: plain server-rendered HTML (no script), readable on a 360 px
 * phone, that stand in for the bank's and the card scheme's pages. They are the gateway's,
 * not BinaMart's, so they are in English only, as a bank's test page would be.
 */
import { formatMoney } from '@binamart/shared';
import { escape, sandboxPage } from '../sandbox-page';
import { SANDBOX_BANKS, SANDBOX_CARDS, type SandboxRefund, type SandboxTransaction } from './sandbox-gateway';

const page = (title: string, body: string) =>
  sandboxPage(title, 'Sandbox payment gateway: no money moves. For testing only.', body);

function details(tx: SandboxTransaction, bankName: string | null): string {
  return `<dl>
  <dt>Merchant</dt><dd>BinaMart</dd>
  ${bankName ? `<dt>Bank</dt><dd>${escape(bankName)}</dd>` : ''}
  ${tx.payerType ? `<dt>Account</dt><dd>${tx.payerType === 'corporate' ? 'Corporate' : 'Personal'}</dd>` : ''}
  <dt>Reference</dt><dd>${escape(tx.merchantReference)}</dd>
  <dt>Amount</dt><dd class="amount">${escape(formatMoney(tx.amountSen, tx.currency === 'USD' ? 'USD' : 'MYR'))}</dd>
</dl>`;
}

const form = (ref: string, inner: string) =>
  `<form method="post" action="/sandbox-gateway/pay/${encodeURIComponent(ref)}">${inner}</form>`;

/** The page for a transaction in any state: the bank's approval page, the card form, or the outcome. */
export function renderPaymentPage(tx: SandboxTransaction, error: string | null = null): string {
  const bankName = tx.bankCode ? (SANDBOX_BANKS.find((b) => b.code === tx.bankCode)?.name ?? tx.bankCode) : null;
  const errorLine = error ? `<p class="error" role="alert">${escape(error)}</p>` : '';
  if (tx.status === 'success' || tx.status === 'failure') {
    const outcome = tx.status === 'success' ? 'Payment successful' : 'Payment unsuccessful';
    return page(
      outcome,
      `<h1>${outcome}</h1>${details(tx, bankName)}<p><a href="${escape(tx.returnUrl)}">Return to BinaMart</a></p>`,
    );
  }
  if (tx.status === 'pendingAuthorisation') {
    return page(
      'Pending authorisation',
      `<h1>Pending authorisation</h1>${details(tx, bankName)}
<p>This corporate payment waits for the second approver of the account.</p>${errorLine}
${form(
  tx.ref,
  `<button class="ok" name="decision" value="approve">Approve (second approver)</button>
<button class="fail" name="decision" value="reject">Reject (second approver)</button>`,
)}
<p><a href="${escape(tx.returnUrl)}">Return to BinaMart</a></p>`,
    );
  }
  if (tx.method === 'card') {
    return page(
      'Card payment',
      `<h1>Card payment</h1>${details(tx, null)}${errorLine}
${form(
  tx.ref,
  `<label for="card">Card number</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4111 1111 1111 1111">
<p class="hint">Test cards: ${SANDBOX_CARDS.approved.replace(/(\d{4})(?=\d)/g, '$1 ')} is approved;
${SANDBOX_CARDS.declined.replace(/(\d{4})(?=\d)/g, '$1 ')} is declined. Any expiry date and CVV.</p>
<button class="ok" name="decision" value="pay">Pay</button>
<button class="wait" name="decision" value="cancel">Cancel</button>`,
)}`,
    );
  }
  const pendingButton =
    tx.payerType === 'corporate'
      ? '<button class="wait" name="decision" value="pending">Pending (needs a second approver)</button>'
      : '';
  return page(
    `${bankName ?? 'Online banking'}`,
    `<h1>${escape(bankName ?? 'Online banking')}</h1>${details(tx, bankName)}${errorLine}
${form(
  tx.ref,
  `<button class="ok" name="decision" value="success">Success</button>
<button class="fail" name="decision" value="failure">Failure</button>
${pendingButton}`,
)}`,
  );
}

/** The page for an unknown transaction. */
export function renderNotFoundPage(): string {
  return page('Transaction not found', '<h1>Transaction not found</h1><p>This payment link is not valid.</p>');
}

/** The payer's bank's refund desk: online-banking refunds waiting to be credited, each with Credit and Refuse. */
export function renderRefundsPage(refunds: SandboxRefund[]): string {
  const items = refunds
    .map(
      (
        r,
      ) => `<section aria-labelledby="refund-${escape(r.ref)}"><h2 id="refund-${escape(r.ref)}">${escape(r.merchantReference)}</h2>
<dl>
  <dt>Payment</dt><dd>${escape(r.transactionRef)}</dd>
  <dt>Amount</dt><dd class="amount">${escape(formatMoney(r.amountSen))}</dd>
  <dt>Status</dt><dd>${r.status === 'pending' ? 'Waiting for the bank' : r.status === 'refunded' ? 'Credited' : 'Refused'}</dd>
</dl>${
        r.status === 'pending'
          ? `<form method="post" action="/sandbox-gateway/refunds/${encodeURIComponent(r.ref)}">
<button class="ok" name="decision" value="refunded">Credit the payer</button>
<button class="fail" name="decision" value="failed">Refuse</button></form>`
          : ''
      }</section>`,
    )
    .join('\n');
  return page(
    'Bank refunds',
    `<h1>Bank refunds</h1>
<p class="hint">Online-banking refunds wait here as they would at the payer's bank (2 to 5 working days).</p>
${refunds.length === 0 ? '<p>No refunds.</p>' : items}`,
  );
}
