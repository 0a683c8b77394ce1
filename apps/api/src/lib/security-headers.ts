/**
 * Helmet's security headers on every answer. The helmet middleware is made once from its
 * configuration and run on each request (the Fastify plugin made it again for every request,
 * parsing the content security policy each time).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, { secureCookies }: { secureCookies: boolean }) {
  const apply = helmet({
    hsts: secureCookies,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // the invoice PDF page frames the document fetched with the session (an object URL)
        frameSrc: ["'self'", 'blob:'],
        // served over plain HTTP on a LAN or localhost unless deployed behind TLS
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
