/**
 * The SMS sandbox's page, served by the API when SMS_GATEWAY=sandbox: GET /sandbox-sms asks
 * for a mobile number and, given one (?to=), shows the messages sent to it, newest first, as
 * that phone would. Plain server-rendered HTML, English only, like the other sandboxes' pages.
 */
import type { FastifyInstance } from 'fastify';
import { formatDateTime, malaysianMobile } from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { escape, sandboxPage } from '../sandbox-page';
import type { SandboxSms } from './sandbox-sms';

const isSandbox = (sms: AppContext['sms']): sms is SandboxSms => sms.name === 'sandbox' && 'messages' in sms;

function render(to: string, messages: Awaited<ReturnType<SandboxSms['messages']>> | null, problem?: string) {
  const form = `<h1>SMS sent to a phone</h1>
<form method="get" action="/sandbox-sms">
  <label for="to">Mobile number</label>
  <input id="to" name="to" type="tel" inputmode="tel" value="${escape(to)}" placeholder="012-345 6789">
  ${problem ? `<p class="error">${escape(problem)}</p>` : ''}
  <button class="ok" type="submit">Show messages</button>
</form>`;
  if (!messages) return form;
  const list =
    messages.length === 0
      ? '<p>No message was sent to this number yet.</p>'
      : messages
          .map(
            (m) => `<article aria-label="SMS ${escape(m.reference)}">
  <h2>${escape(formatDateTime(m.receivedAt.toISOString()))}</h2>
  <p>${escape(m.text)}</p>
  <p class="hint">Reference ${escape(m.reference)}</p>
</article>`,
          )
          .join('\n');
  const heading =
    messages.length === 0 ? '' : `<h2>${messages.length === 1 ? '1 message' : `${messages.length} messages`}</h2>\n`;
  return `${form}\n${heading}${list}`;
}

export async function sandboxSmsRoutes(app: FastifyInstance, { sms }: AppContext) {
  if (!isSandbox(sms)) return;
  app.get<{ Querystring: { to?: string } }>('/sandbox-sms', { schema: { hide: true } }, async (request, reply) => {
    const to = (request.query.to ?? '').trim();
    const number = to ? malaysianMobile(to) : null;
    const body =
      to && !number
        ? render(to, null, 'Enter a Malaysian mobile number, such as 012-345 6789.')
        : render(to, number ? await sms.messages(number) : null);
    return reply
      .status(to && !number ? 400 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(sandboxPage('SMS sandbox', 'Sandbox SMS gateway: no SMS leaves this machine. For testing only.', body));
  });
}
