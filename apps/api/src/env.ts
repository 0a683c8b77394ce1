/**
 * The environment, parsed once at start. Nothing else reads process.env. Defaults give
 * the embedded, offline, single-machine product: PGlite under ./data.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { CRASH_POINTS } from './lib/crash-points';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Redis for live fan-out across API processes (pub/sub); without it PostgreSQL's LISTEN/NOTIFY */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** the bearer token GET /metrics asks for; without one /metrics is not served */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  COOKIE_SECURE: booleanFlag,
  /** behind a reverse proxy: take the client address from X-Forwarded-For */
  TRUST_PROXY: booleanFlag,
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** where links in e-mails point; defaults to http://localhost:PORT */
  PUBLIC_URL: z.url().optional(),
  /** smtp://user:pass@host:port or smtps://…; without it e-mails stay in the outbox */
  /** seconds before a failed e-mail delivery is tried again (growing with each try) */
  EMAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** where uploads go: the local disk (DATA_DIR/uploads) or an S3-compatible object store */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-southeast-1'),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('BinaMart <no-reply@binamart.my>'),
  /** the SMS gateway adapter: only the built-in sandbox so far (its messages show at /sandbox-sms) */
  SMS_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /**
   * the VAPID key pair Web Push is signed with (base64url, as web-push generates them); unset, main.ts
   * generates a pair into DATA_DIR/vapid-keys.json on first start. Several API processes share one pair:
   * give it to each of them here
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** who runs the application server, told to push services (a mailto: or https: address) */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .default('mailto:support@binamart.my'),
  /**
   * tests and the sandbox only: push endpoints on this machine (http://127.0.0.1, http://localhost) are
   * accepted besides the browsers' push services; refused with NODE_ENV=production
   */
  PUSH_ALLOW_LOCAL_ENDPOINTS: booleanFlag,
  VERIFY_LINK_HOURS: z.coerce.number().int().min(1).default(72),
  RESET_LINK_HOURS: z.coerce.number().int().min(1).default(2),
  /** the payment gateway adapter: only the built-in sandbox so far */
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /** the secret gateway callbacks are signed with; generated and kept in DATA_DIR when unset */
  PAYMENT_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** the delivery-partner adapter: only the built-in sandbox so far */
  DELIVERY_PARTNER: z.enum(['sandbox']).default('sandbox'),
  /** the secret the partner's status notices are signed with; generated and kept in DATA_DIR when unset */
  DELIVERY_PARTNER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** the credit-bureau adapter: only the built-in sandbox so far (its test subjects are in the README) */
  CREDIT_BUREAU: z.enum(['sandbox']).default('sandbox'),
  /** the insurer (Lonpac) that insurance and bond proposals go to: only the built-in sandbox so far */
  INSURER: z.enum(['sandbox']).default('sandbox'),
  /** the geocoding adapter: the Malaysian postcode-area table shipped with the product */
  GEOCODER: z.enum(['postcode-table']).default('postcode-table'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** tests only (NODE_ENV=test): the named step of a money path where the process stops dead (lib/crash-points.ts) */
  CRASH_AT: z.enum(CRASH_POINTS).optional(),
  /**
   * end-to-end tests only: a request's x-clock-offset-minutes header moves the clock it reads
   * forward (deadlines reached without waiting); refused with NODE_ENV=production
   */
  CLOCK_CONTROL: booleanFlag,
  /** the platform's details printed at the head of invoices, notes, receipts and statements */
  PLATFORM_NAME: z.string().trim().min(1).default('BinaMart Sdn. Bhd.'),
  PLATFORM_REGISTRATION_NO: z.string().trim().default('202401012345 (1550123-K)'),
  PLATFORM_ADDRESS: z
    .string()
    .trim()
    .default('Level 12, Menara BinaMart, Jalan Tun Razak, 50400 Kuala Lumpur, W.P. Kuala Lumpur, Malaysia'),
  PLATFORM_EMAIL: z.string().trim().default('billing@binamart.my'),
  PLATFORM_PHONE: z.string().trim().default('+603-2788 1234'),
});

export type Env = z.infer<typeof envSchema> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  PAYMENT_GATEWAY_SECRET: string;
  DELIVERY_PARTNER_SECRET: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
};

/** Parses the given environment (process.env by default) or throws a list of what is wrong. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  if (env.CLOCK_CONTROL && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  CLOCK_CONTROL: not allowed with NODE_ENV=production');
  }
  if (env.PUSH_ALLOW_LOCAL_ENDPOINTS && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  PUSH_ALLOW_LOCAL_ENDPOINTS: not allowed with NODE_ENV=production');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither');
  }
  return {
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    JWT_SECRET: env.JWT_SECRET ?? '',
    PAYMENT_GATEWAY_SECRET: env.PAYMENT_GATEWAY_SECRET ?? '',
    DELIVERY_PARTNER_SECRET: env.DELIVERY_PARTNER_SECRET ?? '',
    VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY ?? '',
    VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY ?? '',
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

/** A random secret for processes that were given none (tokens then last only as long as the process). */
export function generatedSecret(): string {
  return randomBytes(48).toString('base64url');
}
