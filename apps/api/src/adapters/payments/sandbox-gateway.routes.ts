/**
 * The sandbox gateway's own pages, served by the API when PAYMENT_GATEWAY=sandbox:
 * GET /sandbox-gateway/pay/:ref shows the bank or card page; POST records the payer's
 * choice, posts the signed callback to /api/payments/callback as the real gateway would,
 * and sends the payer back to BinaMart (303). GET /sandbox-gateway/refunds is the payer's bank's
 * refund desk: crediting or refusing a refund posts the signed refund notification to
 * /api/payments/refund-callback.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../lib/context';
import { GATEWAY_SIGNATURE_HEADER } from './payment-gateway';
import {
  SANDBOX_CARDS,
  type SandboxDecision,
  type SandboxGateway,
  type SandboxStatus,
  type SandboxTransaction,
} from './sandbox-gateway';
import { renderNotFoundPage, renderPaymentPage, renderRefundsPage } from './sandbox-pages';

const isSandbox = (gateway: AppContext['gateway']): gateway is SandboxGateway =>
  gateway.name === 'sandbox' && 'decide' in gateway;

/** What a submitted form means for a transaction in its current state, or an error to show on the page. */
function decisionFor(tx: SandboxTransaction, form: Record<string, string>): SandboxDecision | { error: string } {
  const decision = form.decision ?? '';
  if (tx.status === 'pendingAuthorisation') {
    if (decision === 'approve') return { status: 'success' };
    if (decision === 'reject') return { status: 'failure', reason: 'rejected' };
  } else if (tx.method === 'card') {
    if (decision === 'cancel') return { status: 'failure', reason: 'cancelled' };
    if (decision === 'pay') {
      const card = (form.cardNumber ?? '').replace(/[\s-]/g, '');
      if (card === SANDBOX_CARDS.approved) return { status: 'success' };
      if (card === SANDBOX_CARDS.declined) return { status: 'failure', reason: 'declined' };
      return { error: 'Use one of the test card numbers shown below.' };
    }
  } else {
    if (decision === 'success') return { status: 'success' };
    if (decision === 'failure') return { status: 'failure', reason: 'rejected' };
    if (decision === 'pending' && tx.payerType === 'corporate') return { status: 'pendingAuthorisation' };
  }
  return { error: 'Choose one of the buttons.' };
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

export async function sandboxGatewayRoutes(app: FastifyInstance, { gateway }: AppContext) {
  if (!isSandbox(gateway)) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const schema = { hide: true };

  app.get<{ Params: { ref: string } }>('/sandbox-gateway/pay/:ref', { schema }, async (request, reply) => {
    const tx = await gateway.findTransaction(request.params.ref);
    return tx ? html(reply, 200, renderPaymentPage(tx)) : html(reply, 404, renderNotFoundPage());
  });

  app.post<{ Params: { ref: string }; Body: Record<string, string> | undefined }>(
    '/sandbox-gateway/pay/:ref',
    { schema },
    async (request, reply) => {
      const tx = await gateway.findTransaction(request.params.ref);
      if (!tx) return html(reply, 404, renderNotFoundPage());
      const decision = decisionFor(tx, request.body ?? {});
      if ('error' in decision) return html(reply, 400, renderPaymentPage(tx, decision.error));
      const callback = await gateway.decide(tx.ref, tx.status as SandboxStatus, decision);
      // a double submit: the first one already decided; show where things stand
      if (!callback) return reply.redirect(tx.returnUrl, 303);
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/payments/callback',
        headers: { 'content-type': 'application/json', [GATEWAY_SIGNATURE_HEADER]: callback.signature },
        payload: callback.body,
      });
      if (delivered.statusCode !== 200) {
        request.log.warn({ status: delivered.statusCode, ref: tx.ref }, 'sandbox gateway callback was not accepted');
      }
      return reply.redirect(callback.returnUrl, 303);
    },
  );

  app.get('/sandbox-gateway/refunds', { schema }, async (_request, reply) =>
    html(reply, 200, renderRefundsPage(await gateway.listRefunds())),
  );

  app.post<{ Params: { ref: string }; Body: Record<string, string> | undefined }>(
    '/sandbox-gateway/refunds/:ref',
    { schema },
    async (request, reply) => {
      const decision = request.body?.decision;
      if (decision !== 'refunded' && decision !== 'failed') return reply.redirect('/sandbox-gateway/refunds', 303);
      const notice = await gateway.decideRefund(request.params.ref, decision);
      if (notice) {
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/payments/refund-callback',
          headers: { 'content-type': 'application/json', [GATEWAY_SIGNATURE_HEADER]: notice.signature },
          payload: notice.body,
        });
        if (delivered.statusCode !== 200) {
          request.log.warn({ status: delivered.statusCode }, 'sandbox refund notification was not accepted');
        }
      }
      return reply.redirect('/sandbox-gateway/refunds', 303);
    },
  );
}
