/** What every module's routes and services are given: the database, the environment and the adapters. */
import type { CreditBureau } from '../adapters/credit-bureau/credit-bureau';
import type { DeliveryPartner } from '../adapters/delivery-partner/delivery-partner';
import type { Geocoder } from '../adapters/geocoding/geocoder';
import type { Insurer } from '../adapters/insurer/insurer';
import type { MailTransport } from '../adapters/mail/mail-transport';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import type { PushSender } from '../adapters/push/push-sender';
import type { SmsGateway } from '../adapters/sms/sms-gateway';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Clock } from './clock';

export interface AppContext {
  db: Db;
  env: Env;
  mail: MailTransport;
  /** the SMS gateway (SMS_GATEWAY; the sandbox by default) */
  sms: SmsGateway;
  /** Web Push to browsers' push services, signed with the VAPID keys */
  push: PushSender;
  storage: FileStorage;
  gateway: PaymentGateway;
  /** the delivery partner (DELIVERY_PARTNER; the sandbox by default) */
  partner: DeliveryPartner;
  /** the credit bureau credit reports are bought from (CREDIT_BUREAU; the sandbox by default) */
  bureau: CreditBureau;
  /** addresses to points (GEOCODER; the postcode table by default) */
  geocoder: Geocoder;
  /** the insurer insurance and bond proposals go to (INSURER; the sandbox by default) */
  insurer: Insurer;
  /** the one clock time-driven rules read */
  clock: Clock;
}
