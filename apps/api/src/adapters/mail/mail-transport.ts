/**
 * How e-mail leaves the marketplace. With no SMTP_URL the outbox transport keeps every
 * message in the database (administrators and tests read it there); with SMTP_URL,
 * nodemailer delivers over real SMTP.
 */
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  /** Delivers the message; throws when the server refuses it. */
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/** Keeps messages in the outbox table only (the caller stores them). */
export const outboxTransport: MailTransport = {
  kind: 'outbox',
  deliver: async () => {},
  close: () => {},
};

/** Delivers through an SMTP server. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    deliver: async (message) => {
      const attachments = (message.attachments ?? []).map((file) => ({ ...file, content: Buffer.from(file.content) }));
      await transporter.sendMail({ from, ...message, attachments });
    },
    close: () => transporter.close(),
  };
}

/** The transport the environment asks for. */
export function createMailTransport(env: { SMTP_URL?: string | undefined; MAIL_FROM: string }): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : outboxTransport;
}
