/** What every module's routes and services are given: the database, the environment and the adapters. */
import type { DeliveryPartner } from '../adapters/delivery-partner/delivery-partner';
import type { Geocoder } from '../adapters/geocoding/geocoder';
import type { MailTransport } from '../adapters/mail/mail-transport';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
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
  storage: FileStorage;
  gateway: PaymentGateway;
  /** the delivery partner (DELIVERY_PARTNER; the sandbox by default) */
  partner: DeliveryPartner;
  /** addresses to points (GEOCODER; the postcode table by default) */
  geocoder: Geocoder;
  /** the one clock time-driven rules read */
  clock: Clock;
}
