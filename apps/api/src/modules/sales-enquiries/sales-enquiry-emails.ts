/**
 * The e-mails to the enquirer, in the language the enquiry was filed in, each with the code and the
 * link to /SalesEnquiry/{code}: on filing, on every answer and on closing.
 */
import { type Language, translate } from '@binamart/shared';
import type { Db } from '../../db/client';
import { type QueuedEmail, SITE, queueEmails } from '../messaging/index';
import type { SalesEnquiryRow } from './sales-enquiry-views';

type Params = Record<string, string | number>;

/** Where the code opens the enquiry (the site's address is put in when the e-mail leaves). */
export const salesEnquiryPath = (code: string) => `/SalesEnquiry/${code}`;

function email(row: SalesEnquiryRow, kind: 'filed' | 'answered' | 'closed', params: Params): QueuedEmail {
  const language: Language = row.language;
  const t = (key: string, values: Params = {}) => translate(language, key, values);
  const all = { ...params, code: row.code, link: `${SITE}${salesEnquiryPath(row.code)}` };
  return {
    to: row.email,
    language,
    template: `salesEnquiry.${kind}`,
    subject: t(`salesEnquiryEmail.${kind}.subject`, all),
    paragraphs: [
      t('email.greeting', { name: row.contactPerson }),
      ...t(`salesEnquiryEmail.${kind}.body`, all).split('\n'),
      ...t('email.signature').split('\n'),
    ],
    attachment: null,
  };
}

/** Queues "we received your enquiry", with its code (pass the transaction that files it). */
export async function queueFiledEmail(db: Db, row: SalesEnquiryRow) {
  const type = translate(row.language, `salesEnquiryEmail.typeName.${row.type}`);
  await queueEmails(db, [email(row, 'filed', { type })]);
}

/** Queues an administrator's answer to the enquirer. */
export async function queueAnswerEmail(db: Db, row: SalesEnquiryRow, answer: string) {
  await queueEmails(db, [email(row, 'answered', { answer })]);
}

/** Queues "your enquiry is closed", with the reason. */
export async function queueClosedEmail(db: Db, row: SalesEnquiryRow, reason: string) {
  await queueEmails(db, [email(row, 'closed', { reason })]);
}
