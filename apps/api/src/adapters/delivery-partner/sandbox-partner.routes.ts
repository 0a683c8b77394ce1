/**
 * The sandbox partner's own pages, served by the API when DELIVERY_PARTNER=sandbox:
 * GET /sandbox-delivery/trips/:reference shows the trip and its driver console; POST
 * …/status moves the trip to its next status, posts the signed notice to
 * /api/delivery-partner/notices as the real partner would, and shows the trip again (303).
 * Posting the status the trip is already in posts its notice again (a fresh event id): the
 * operator's way to resend a notice BinaMart did not get.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../lib/context';
import { PARTNER_SIGNATURE_HEADER } from './delivery-partner';
import type { SandboxPartner } from './sandbox-partner';
import { isConsoleStatus, renderTripNotFoundPage, renderTripPage } from './sandbox-partner-pages';

const isSandbox = (partner: AppContext['partner']): partner is SandboxPartner =>
  partner.name === 'sandbox' && 'advance' in partner;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const tripPath = (reference: string) => `/sandbox-delivery/trips/${encodeURIComponent(reference)}`;

export async function sandboxPartnerRoutes(app: FastifyInstance, { partner }: AppContext) {
  if (!isSandbox(partner)) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const schema = { hide: true };

  app.get<{ Params: { reference: string } }>(
    '/sandbox-delivery/trips/:reference',
    { schema },
    async (request, reply) => {
      const trip = await partner.findTrip(request.params.reference);
      return trip ? html(reply, 200, renderTripPage(trip)) : html(reply, 404, renderTripNotFoundPage());
    },
  );

  app.post<{ Params: { reference: string }; Body: Record<string, string> | undefined }>(
    '/sandbox-delivery/trips/:reference/status',
    { schema },
    async (request, reply) => {
      const trip = await partner.findTrip(request.params.reference);
      if (!trip) return html(reply, 404, renderTripNotFoundPage());
      const status = request.body?.status ?? '';
      if (!isConsoleStatus(status)) return html(reply, 400, renderTripPage(trip, 'Choose one of the buttons.'));
      const notice = await partner.advance(trip.reference, status);
      // null: a stale page (the trip is past that status); the trip page shows where things stand
      if (notice) {
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/delivery-partner/notices',
          headers: { 'content-type': 'application/json', [PARTNER_SIGNATURE_HEADER]: notice.signature },
          payload: notice.body,
        });
        if (delivered.statusCode !== 200) {
          request.log.warn(
            { status: delivered.statusCode, reference: trip.reference },
            'sandbox partner notice was not accepted',
          );
        }
      }
      return reply.redirect(tripPath(trip.reference), 303);
    },
  );
}
