/**
 * A real SMTP server in the test's process (smtp-server), keeping every message it receives
 * parsed (mailparser); it can be stopped and started again on the same port, as a mail server
 * that goes down and comes back.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ParsedMail[];
  /** the messages to one address, in the order they came */
  to(address: string): ParsedMail[];
  stop(): Promise<void>;
  /** starts again on the same port */
  start(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const start = async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  };
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address.toLowerCase()),
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const closing = server;
        server = null;
        closing.close(() => resolve());
      }),
  };
}

/** Waits (up to `withinMs`, 20 s by default) until `check` answers true. */
export async function eventually(check: () => Promise<boolean> | boolean, what: string, withinMs = 20_000) {
  for (let waited = 0; waited < withinMs; waited += 200) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
