/**
 * A notification that matters outside the bell leaves as an e-mail (when the recipient has not
 * turned its category off) and, when urgent, as an SMS (when the recipient turned SMS on and
 * has a phone number): both are written to their outbox in the transaction of the change that
 * causes them, in the recipient's language, and delivered by jobs once it commits.
 */
import {
  type Language,
  type Role,
  emailCategoryOf,
  noticeParams,
  roleKind,
  sendsSms,
  translate,
} from '@binamart/shared';
import type { Db } from '../../db/client';
import { type QueuedEmail, SITE, recordQueuedEmails } from './email.service';
import { type EmailAttachment, smsOutbox } from './tables';

/** The event-bus topic of an SMS queued for delivery; the payload is its outbox id. */
export const SMS_TOPIC = 'sms-queued';

type Params = Record<string, string | number>;

/** Where a role keeps its profile page (the e-mail choices are made there). */
const PROFILE_PATH = { buyer: '/profile', seller: '/seller/profile', admin: '/admin/profile' } as const;
const profilePath = (role: Role) => PROFILE_PATH[roleKind(role)];

export interface NoticeOptions {
  /** a document the e-mail carries (rendered when it leaves) */
  attachment?: EmailAttachment;
}

/** The notification's title and text in `language`, as the bell shows them. */
export function noticeTexts(language: Language, type: string, params: Params) {
  const localized = noticeParams(params, (key) => translate(language, key));
  return {
    title: translate(language, `notificationTypes.${type}.title`, localized),
    body: translate(language, `notificationTypes.${type}.body`, localized),
  };
}

/** What the e-mail and the SMS of a notice need of a recipient (read with the recipients, by notify). */
export interface NoticeRecipient {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  language: Language;
  notifySms: boolean;
  emailOff: string[];
  passphrase: string | null;
}

/** One notice as its e-mails and SMS are made from it: its recipients, type, params, link and options. */
export interface NoticeToWrite {
  recipients: NoticeRecipient[];
  type: string;
  params: Params;
  link: string | null;
  options: NoticeOptions;
}

/** The e-mails and SMS a notice causes, each in its recipient's language. */
function noticeMessagesOf({ recipients, type, params, link, options }: NoticeToWrite) {
  const emails: QueuedEmail[] = [];
  const smsRows: (typeof smsOutbox.$inferInsert)[] = [];
  const category = emailCategoryOf(type, params);
  const sms = sendsSms(type, params);
  if (!category && !sms) return { emails, smsRows };
  for (const user of recipients) {
    const notice = noticeTexts(user.language, type, params);
    if (category && !user.emailOff.includes(category)) {
      const t = (key: string, values: Params = {}) => translate(user.language, key, values);
      emails.push({
        to: user.email,
        language: user.language,
        template: type,
        subject: t('email.notice.subject', { title: notice.title }),
        paragraphs: [
          t('email.greeting', { name: `${user.firstName} ${user.lastName}` }),
          notice.body,
          ...(link ? [t('email.notice.open', { link: `${SITE}${link}` })] : []),
          ...(user.passphrase ? [t('email.passphrase', { passphrase: user.passphrase })] : []),
          t('email.notice.choice', {
            category: t(`emailCategories.${category}`),
            link: `${SITE}${profilePath(user.role)}`,
          }),
          ...t('email.signature').split('\n'),
        ],
        attachment: options.attachment ?? null,
      });
    }
    if (sms && user.notifySms && user.phone) {
      smsRows.push({
        userId: user.id,
        toPhone: user.phone,
        type,
        language: user.language,
        text: translate(user.language, 'sms.notice', notice),
      });
    }
  }
  return { emails, smsRows };
}

/**
 * Writes the e-mails and SMS of several notices to their outboxes (one statement each, whatever the
 * number of notices) and answers their ids: the caller announces them on OUTBOX_TOPIC and SMS_TOPIC
 * in the same transaction, which is what has the jobs deliver them once it commits.
 */
export async function recordNoticeMessages(
  db: Db,
  notices: NoticeToWrite[],
): Promise<{ emailIds: string[]; smsIds: string[] }> {
  const made = notices.map(noticeMessagesOf);
  const emailIds = await recordQueuedEmails(
    db,
    made.flatMap((m) => m.emails),
  );
  const smsRows = made.flatMap((m) => m.smsRows);
  if (smsRows.length === 0) return { emailIds, smsIds: [] };
  const rows = await db.insert(smsOutbox).values(smsRows).returning({ id: smsOutbox.id });
  return { emailIds, smsIds: rows.map((row) => row.id) };
}
