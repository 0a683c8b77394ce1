/**
 * Builds the Fastify application: plugins, the error handler, every module's routes,
 * the OpenAPI document at /api/docs and, when built, the web app on the same origin.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { constants as zlibConstants } from 'node:zlib';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CREDIT_DOCUMENT_MAX_BYTES, errorStatus, translate } from '@binamart/shared';
import { type MailTransport, createMailTransport } from './adapters/mail/mail-transport';
import { createSmsGateway } from './adapters/sms/sandbox-sms';
import type { SmsGateway } from './adapters/sms/sms-gateway';
import { sandboxSmsRoutes } from './adapters/sms/sandbox-sms.routes';
import { type PushSender, createPushSender } from './adapters/push/push-sender';
import { type FileStorage, createFileStorage } from './adapters/storage/file-storage';
import { createDeliveryPartner } from './adapters/delivery-partner/create-delivery-partner';
import { createCreditBureau } from './adapters/credit-bureau/create-credit-bureau';
import type { CreditBureau } from './adapters/credit-bureau/credit-bureau';
import type { DeliveryPartner } from './adapters/delivery-partner/delivery-partner';
import { sandboxPartnerRoutes } from './adapters/delivery-partner/sandbox-partner.routes';
import { createGeocoder } from './adapters/geocoding/create-geocoder';
import type { Geocoder } from './adapters/geocoding/geocoder';
import { createInsurer } from './adapters/insurer/create-insurer';
import type { Insurer } from './adapters/insurer/insurer';
import { createPaymentGateway } from './adapters/payments/create-payment-gateway';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { sandboxGatewayRoutes } from './adapters/payments/sandbox-gateway.routes';
import { paymentsRoutes } from './modules/payments/index';
import { biddingRoutes } from './modules/bidding/index';
import { REFUND_TOPIC, SEND_REFUND_JOB, refundJobId, refundsRoutes } from './modules/refunds/index';
import type { Database } from './db/client';
import type { Env } from './env';
import { registerAuthentication } from './lib/authentication';
import {
  loadSessionActor,
  identityRoutes,
  profileRoutes,
  userManagementRoutes,
  companiesAdminRoutes,
  recoveryRoutes,
  registrationRoutes,
} from './modules/identity/index';
import type { AppContext } from './lib/context';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerTextGuard } from './lib/text-guard';
import { registerErrorHandler } from './lib/error-handler';
import { registerRequestContext } from './lib/request-context';
import { cartRoutes } from './modules/cart/index';
import { bulkProductRoutes, catalogRoutes, moderationRoutes, productRoutes } from './modules/catalog/index';
import { checkoutRoutes, deliveryPromiseRoutes } from './modules/ordering/checkout/index';
import { adRoutes, contentRoutes, newsRoutes } from './modules/content/index';
import { creditRoutes } from './modules/credit/index';
import { filesRoutes } from './modules/platform/files/index';
import { hubRoutes } from './modules/hub/index';
import { siteRoutes } from './modules/sites/index';
import { platformBranchRoutes } from './modules/platform-branches/index';
import { insuranceRoutes } from './modules/insurance/index';
import { CREDIT_REPORT_TOPIC, FETCH_REPORT_JOB, creditReportRoutes } from './modules/credit-reports/index';
import { enquiryRoutes } from './modules/enquiries/index';
import { chatRoutes } from './modules/chat/index';
import { ratingRoutes } from './modules/ratings/index';
import { dashboardRoutes } from './modules/dashboards/index';
import { reportRoutes } from './modules/reports/index';
import { salesChannelRoutes } from './modules/sales-channels/index';
import { directoryRoutes } from './modules/directory/index';
import { salesEnquiryRoutes } from './modules/sales-enquiries/index';
import { invoiceRoutes } from './modules/billing/invoices/index';
import { apInvoiceRoutes } from './modules/billing/ap-invoices/index';
import { acknowledgementRoutes } from './modules/logistics/acknowledgement/index';
import { documentRoutes } from './modules/billing/documents/index';
import { deliveryPartnerRoutes, deliveryRoutes } from './modules/logistics/delivery/index';
import { invoiceNoteRoutes } from './modules/billing/invoice-notes/index';
import { orderBillingRoutes } from './modules/billing/order-billing/index';
import { invoicePaymentRoutes } from './modules/billing/invoice-payments/index';
import { statementRoutes } from './modules/billing/statements/index';
import {
  OUTBOX_TOPIC,
  PUSH_TOPIC,
  SMS_TOPIC,
  keepQueuedEmail,
  messagingRoutes,
  pushRoutes,
} from './modules/messaging/index';
import { orderBulkRoutes, orderRoutes } from './modules/ordering/orders/index';
import { voucherRoutes } from './modules/ordering/vouchers/index';
import { feeRoutes } from './modules/ordering/fees/index';
import { systemRoutes } from './modules/platform/system/index';
import { DELIVER_EMAIL_JOB, DELIVER_PUSH_JOB, DELIVER_SMS_JOB, jobDefinitions } from './jobs';
import { type Clock, RequestOffsetClock, systemClock } from './lib/clock';
import { type EventBus, attachEventBus, createEventBus } from './lib/events/event-bus';
import { createJobEngine } from './lib/jobs/job-engine';
import { createMetrics } from './lib/metrics';
import { jobsRoutes } from './modules/platform/jobs/index';
import { armCrashPoint } from './lib/crash-points';

export interface AppOptions {
  database: Database;
  env: Env;
  /** Fastify logger; off in tests. */
  logger?: boolean | { level: string };
  /** e-mail transport; by default the one the environment asks for */
  mail?: MailTransport;
  /** the SMS gateway; by default the one SMS_GATEWAY names (the sandbox) */
  sms?: SmsGateway;
  /** Web Push; by default signed with the environment's VAPID keys */
  push?: PushSender;
  /** where uploaded files go; by default DATA_DIR/uploads */
  storage?: FileStorage;
  /** the payment gateway; by default the one PAYMENT_GATEWAY names (the sandbox) */
  gateway?: PaymentGateway;
  /** the delivery partner; by default the one DELIVERY_PARTNER names (the sandbox) */
  partner?: DeliveryPartner;
  /** the geocoder; by default the one GEOCODER names (the postcode table) */
  geocoder?: Geocoder;
  /** the credit bureau; by default the one CREDIT_BUREAU names (the sandbox, on the app's clock) */
  bureau?: CreditBureau;
  /** the clock time-driven rules read; the system's by default */
  clock?: Clock;
  /** the insurer proposals go to; by default the one INSURER names (the sandbox, reading `clock`) */
  insurer?: Insurer;
  /** run the job engine's workers and schedules (the server does; tests that need them ask) */
  jobs?: boolean;
  /** the event bus; by default Redis (REDIS_URL), else PostgreSQL's LISTEN/NOTIFY, else in-process */
  events?: EventBus;
}

const API_PREFIXES = ['/api/', '/accounts/', '/sandbox-gateway/', '/sandbox-delivery/', '/sandbox-sms'];

/** Builds the app, ready to `listen` or `inject`. */
export async function buildApp({
  database,
  env,
  logger = false,
  mail = createMailTransport(env),
  sms = createSmsGateway(env, database.db),
  push = createPushSender(env),
  storage = createFileStorage(env),
  gateway = createPaymentGateway(env, database.db),
  partner = createDeliveryPartner(env, database.db),
  geocoder = createGeocoder(env),
  clock = systemClock,
  bureau = createCreditBureau(env, clock),
  insurer = createInsurer(env, database.db, clock),
  jobs = false,
  events,
}: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  registerErrorHandler(app);
  registerTextGuard(app);
  if (env.CLOCK_CONTROL && clock instanceof RequestOffsetClock) registerClockControl(app, clock);

  registerSecurityHeaders(app, { secureCookies: env.COOKIE_SECURE });
  await app.register(fastifyCookie);
  // API answers above 1 kB go compressed to a client that accepts it (live streams are hijacked and left alone;
  // the web bundle is precompressed at build); brotli at a quality cheap enough for every request
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyRateLimit, { global: false });
  await registerAuthentication(app, env.JWT_SECRET, (userId, familyId) =>
    loadSessionActor(database.db, userId, familyId),
  );

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'BinaMart API',
        version: '0.1.0',
        description: 'Construction-materials marketplace with credit financing',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  armCrashPoint(env.NODE_ENV === 'test' ? env.CRASH_AT : undefined);
  const context: AppContext = {
    db: database.db,
    env,
    mail,
    sms,
    push,
    storage,
    gateway,
    partner,
    bureau,
    geocoder,
    insurer,
    clock,
  };
  const jobEngine = createJobEngine({
    connection: database.jobConnection,
    definitions: jobDefinitions(context, () => jobEngine),
    log: (error, message) => app.log.error(error, message),
    onFailure: (name) => metrics.jobFailures.inc({ job: name }),
  });
  const metrics = createMetrics(() => jobEngine.queueCounts());
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.decorate('jobs', jobEngine);
  const eventBus =
    events ??
    createEventBus({ redisUrl: env.REDIS_URL, database, log: (error) => app.log.error(error, 'event bus error') });
  attachEventBus(database.db, eventBus);
  if (jobs) {
    // an e-mail, SMS or push queued in a committed transaction gets its delivery job (one, however many processes hear it)
    for (const [topic, job] of [
      [OUTBOX_TOPIC, DELIVER_EMAIL_JOB],
      [SMS_TOPIC, DELIVER_SMS_JOB],
      [PUSH_TOPIC, DELIVER_PUSH_JOB],
    ] as const) {
      eventBus.subscribe(topic, (id) => {
        const delivered =
          // with no mail server, an e-mail is delivered by keeping it in the outbox: no job needed
          topic === OUTBOX_TOPIC && mail.kind === 'outbox'
            ? keepQueuedEmail(database.db, id)
            : jobEngine.send(job, { id }, { id });
        void delivered.catch((error: unknown) => {
          app.log.error(error, `queueing ${job} failed (the sweep will queue it)`);
        });
      });
    }
  }
  if (jobs) {
    // a refund queued in a committed transaction gets the job of its attempt (one, however many processes hear it)
    eventBus.subscribe(REFUND_TOPIC, (payload) => {
      const [id, attempt] = payload.split(':');
      void jobEngine
        .send(SEND_REFUND_JOB, { id, attempt: Number(attempt) }, { id: refundJobId(id!, Number(attempt)) })
        .catch((error: unknown) => app.log.error(error, 'queueing a refund failed (the sweep will queue it)'));
    });
  }
  if (jobs) {
    // a report paid (or obtained) in a committed transaction is fetched from the bureau at once (the sweep catches any missed)
    eventBus.subscribe(CREDIT_REPORT_TOPIC, (id) => {
      void jobEngine
        .send(FETCH_REPORT_JOB, { id })
        .catch((error: unknown) => app.log.error(error, 'queueing a credit report failed (the sweep will queue it)'));
    });
  }
  app.decorate('events', eventBus);
  if (jobs) app.addHook('onReady', () => jobEngine.start());
  app.addHook('onClose', async () => {
    // running jobs get 4 s to finish (a retry picks up any cut short), within the 10 s a shutdown may take
    await jobEngine.stop(4000);
    await eventBus.close();
    await mail.close();
  });
  await app.register(systemRoutes, {
    database,
    jobs: jobEngine,
    jobsExpected: jobs,
    metrics,
    metricsToken: env.METRICS_TOKEN,
  });
  await app.register(jobsRoutes, { jobs: jobEngine });
  await app.register(identityRoutes, context);
  await app.register(catalogRoutes, context);
  await app.register(contentRoutes, context);
  await app.register(newsRoutes, context);
  await app.register(adRoutes, context);
  await app.register(messagingRoutes, {
    ...context,
    sessionStillActive: async (userId: string, familyId: string) =>
      (await loadSessionActor(database.db, userId, familyId)) !== null,
  });
  // Web Push: the VAPID public key and the signed-in user's device subscriptions (modules/messaging)
  await app.register(pushRoutes, context);
  await app.register(registrationRoutes, context);
  await app.register(recoveryRoutes, context);
  // one file per request, at most the largest any purpose takes (credit documents); routes ask for less
  await app.register(fastifyMultipart, { limits: { fileSize: CREDIT_DOCUMENT_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(profileRoutes, context);
  await app.register(userManagementRoutes, context);
  await app.register(companiesAdminRoutes, context);
  await app.register(filesRoutes, context);
  await app.register(hubRoutes, context);
  await app.register(productRoutes, context);
  await app.register(moderationRoutes, context);
  // bulk work on products: moves, prices, the catalogue file, bulk approval (modules/catalog)
  await app.register(bulkProductRoutes, context);
  // cart and checkout
  await app.register(cartRoutes, context);
  await app.register(checkoutRoutes, context);
  await app.register(deliveryPromiseRoutes, context);
  // payments
  await app.register(paymentsRoutes, context);
  await app.register(refundsRoutes, context);
  await app.register(siteRoutes, context);
  await app.register(platformBranchRoutes, context);
  // insurance and bond proposals passed to Lonpac, and the buyer's policies (modules/insurance)
  await app.register(insuranceRoutes, context);
  await app.register(creditReportRoutes, context);
  await app.register(enquiryRoutes, context);
  // buyer–supplier chat and customer service (modules/chat)
  await app.register(chatRoutes, context);
  await app.register(biddingRoutes, context);
  await app.register(ratingRoutes, context);
  await app.register(dashboardRoutes, context);
  await app.register(reportRoutes, context);
  await app.register(salesChannelRoutes, context);
  await app.register(directoryRoutes, context);
  // public sales, logistics and other enquiries (modules/sales-enquiries)
  await app.register(salesEnquiryRoutes, context);

  await app.register(sandboxGatewayRoutes, context); // its bank and card pages, when the gateway is the sandbox
  await app.register(sandboxSmsRoutes, context); // the phone page showing what it sent, when the SMS gateway is the sandbox
  // credit applications and limits
  await app.register(creditRoutes, context);
  // orders, vouchers, fee configuration
  await app.register(orderRoutes, context);
  await app.register(orderBulkRoutes, context);
  await app.register(voucherRoutes, context);
  await app.register(feeRoutes, context);
  // invoices
  await app.register(invoiceRoutes, context);
  // statements of account
  await app.register(statementRoutes, context);
  // invoice payments (modules/invoice-payments)
  await app.register(invoicePaymentRoutes, context);
  // credit and debit notes, credit-term extension (modules/invoice-notes)
  await app.register(invoiceNoteRoutes, context);
  // the billing menu's order list (modules/order-billing)
  await app.register(orderBillingRoutes, context);
  // PDF documents (modules/documents)
  await app.register(documentRoutes, context);
  // AP invoices (modules/ap-invoices)
  await app.register(apInvoiceRoutes, context);
  // delivery orders, drivers and live tracking (modules/delivery)
  await app.register(deliveryRoutes, context);
  // acknowledgement, disputes and the signed DO (modules/acknowledgement)
  await app.register(acknowledgementRoutes, context);
  // the delivery partner's status notices (modules/delivery-partner)
  await app.register(deliveryPartnerRoutes, context);
  await app.register(sandboxPartnerRoutes, context); // its trip pages (the partner driver's console), when the partner is the sandbox

  const webDist = env.WEB_DIST;
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each text asset: the smallest the browser accepts is sent
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${join('/', 'assets', '/')}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.toLowerCase();
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // the web app owns every other path: it routes on the client (and shows its own not-found page)
      const cacheable = path.startsWith('/assets/');
      if (cacheable) return reply.status(404).send();
      if (path.startsWith('/calculator/widget')) allowFramingAnywhere(reply);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(errorStatus('route_not_found'))
      .send({ code: 'route_not_found', message: translate(request.language, 'errors.routeNotFound') });
  });
  return app;
}

/**
 * End-to-end tests only (CLOCK_CONTROL, never in production): a request with an
 * `x-clock-offset-minutes` header reads the clock that many minutes ahead.
 */
function registerClockControl(app: FastifyInstance, clock: RequestOffsetClock) {
  app.addHook('onRequest', (request, _reply, done) => {
    const minutes = Number(request.headers['x-clock-offset-minutes']);
    if (Number.isInteger(minutes) && minutes > 0 && minutes <= 60 * 24 * 60) clock.runShifted(minutes, done);
    else done();
  });
}

/**
 * The calculator widget is made to be embedded in other sites' pages (spec §2 calculator/widget):
 * its page may be framed by any site. It reads and sends nothing of the visitor's; every other page
 * keeps helmet's same-origin framing rule.
 */
function allowFramingAnywhere(reply: FastifyReply) {
  reply.removeHeader('x-frame-options');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
}
