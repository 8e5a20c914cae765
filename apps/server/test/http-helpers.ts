import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import type { MailMessage, MailTransport } from '../src/integrations/mail/mail-transport.ts';
import type { QueuedMail } from '../src/modules/mail/mail.repository.ts';
import { outboxMails, type Eml } from './eml.ts';
import {
  call,
  injectInto,
  madeBeforeAll,
  STRONG_PASSWORD,
  uniqueEmail,
  type Listener,
  type TestApp,
} from './test-app.ts';

/** Helpers beside test-app.ts: raw requests, traders from any address, the mail queue and .eml files. */

export type RawReply = {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  json: Record<string, unknown>;
};

/** A request with a body sent exactly as given (any content type), parsed as JSON when it is JSON. */
export async function rawCall(
  t: TestApp,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
    url: string;
    payload?: string | Buffer;
    headers?: Record<string, string>;
    host?: string;
    ip?: string;
    /** the trader app's listener by default */
    listener?: Listener;
  },
): Promise<RawReply> {
  const res = await injectInto(t, options.listener ?? 'trader', {
    method: options.method ?? 'GET',
    url: options.url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { host: options.host ?? 'localhost', [SITE_VERSION_HEADER]: SITE_VERSION, ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
  let json: Record<string, unknown> = {};
  if (String(res.headers['content-type'] ?? '').startsWith('application/json')) json = JSON.parse(res.body);
  return { status: res.statusCode, headers: res.headers, body: res.body, json };
}

/** Both apps' builds as small as a test needs: each one's index.html, and a script of the console's. */
export function builtApps() {
  const webHtml = '<!doctype html><html><body>trader app</body></html>';
  const consoleHtml = '<!doctype html><html><body>back office</body></html>';
  const webDistDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(webDistDir, 'index.html'), webHtml);
  const backofficeDistDir = mkdtempSync(join(tmpdir(), 'portal-backoffice-'));
  writeFileSync(join(backofficeDistDir, 'index.html'), consoleHtml);
  mkdirSync(join(backofficeDistDir, 'js'), { recursive: true });
  writeFileSync(join(backofficeDistDir, 'js', 'console.js'), 'console.log(2);');
  return {
    webHtml,
    consoleHtml,
    webDistDir,
    backofficeDistDir,
    remove() {
      rmSync(webDistDir, { recursive: true, force: true });
      rmSync(backofficeDistDir, { recursive: true, force: true });
    },
  };
}

/** POSTs form fields as the web app's key-value call does (application/x-www-form-urlencoded). */
export function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  options: { token?: string; host?: string } = {},
) {
  return rawCall(t, {
    method: 'POST',
    url,
    host: options.host ?? 'localhost',
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

let addressCounter = 1;
/** A distinct documentation address (198.51.100.0/24, 203.0.113.0/24) per call, so per-address limits never meet. */
export function nextAddress(): string {
  const n = addressCounter++;
  return `${n % 2 ? '198.51.100' : '203.0.113'}.${(n % 250) + 1}`;
}

/** Registers through v1 or v2, verifies with the e-mailed code and returns the signed-in trader. */
export async function newTrader(
  t: TestApp,
  options: { host?: string; ip?: string; v2?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  const email = uniqueEmail();
  const ip = options.ip ?? nextAddress();
  const host = options.host ?? 'localhost';
  const body = { email, password: STRONG_PASSWORD, firstName: 'Test', lastName: 'Trader', acceptTerms: true };
  const reg = await call(t, 'POST', options.v2 ? '/api/auth/v2/Register' : '/api/auth/v1/Register', {
    host,
    ip,
    body: { ...body, ...options.v2 },
    ...(options.headers ? { headers: options.headers } : {}),
  });
  if (reg.result !== 0) throw new Error(`register failed: ${reg.status} ${reg.result}`);
  await t.app.modules.mail.services.mailDispatcher.flush();
  const code = (await lastMail(t, email)).code;
  if (!code) throw new Error(`no code in the mail to ${email}`);
  const v = await call<{ token: string; refreshToken: string }>(t, 'POST', '/api/auth/v1/VerifyEmailWithCode', {
    host,
    ip,
    body: { email, code },
  });
  if (v.result !== 0) throw new Error(`verify failed: ${v.result}`);
  return { email, token: v.data.token, host, ip };
}

/** A trader of the describe block (newTrader), signed up in a beforeAll registered where this is called. */
export const useTrader = (t: TestApp, options: Parameters<typeof newTrader>[1] = {}) =>
  madeBeforeAll(() => newTrader(t, options), { email: true, token: true, host: true, ip: true });

/** The newest message written to the outbox for `email`, parsed. */
export async function lastMail(t: TestApp, email: string): Promise<Eml> {
  const last = (await outboxMails(t.outboxDir, email)).at(-1);
  if (!last) throw new Error(`no mail for ${email}`);
  return last;
}

export function outboxFileNames(t: TestApp, email: string): string[] {
  return readdirSync(t.outboxDir).filter((f) => f.endsWith(`-${email}.eml`));
}

/** A transport that records what it sends and fails while told to (an SMTP server that is down). */
export function scriptedTransport() {
  const sent: MailMessage[] = [];
  const state = { failuresLeft: 0, attempts: 0 };
  const transport: MailTransport & { sent: MailMessage[]; failNext(n: number): void; attempts(): number } = {
    name: 'scripted',
    sent,
    failNext(n) {
      state.failuresLeft = n;
    },
    attempts: () => state.attempts,
    async send(message) {
      state.attempts += 1;
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        throw new Error(`smtp is down (attempt ${state.attempts})`);
      }
      sent.push(message);
      return { messageId: `<${state.attempts}@scripted.test>` };
    },
    async close() {},
  };
  return transport;
}

/** An outgoing_mail row as the dispatcher queues it, with its delivery state. */
export type MailRow = Omit<QueuedMail, 'from_name'> & {
  status: 'queued' | 'sent' | 'failed';
  last_error: string | null;
  sent_at: Date | null;
  due_in_seconds: number;
};

/** The outgoing_mail rows to an address, with how long until each is due again. */
export async function mailRowsTo(t: TestApp, to: string): Promise<MailRow[]> {
  return t.db.query<MailRow>(
    `select id, to_address, subject, html, text_body, kind, status, attempts, last_error, sent_at,
            extract(epoch from next_attempt_at - now())::float8 as due_in_seconds
       from outgoing_mail where to_address = $1 order by created_at`,
    [to],
  );
}

/** Makes every queued message to `to` due now, as if its back-off had passed. */
export async function makeDue(t: TestApp, to: string): Promise<void> {
  await t.db.query(`update outgoing_mail set next_attempt_at = now() where to_address = $1`, [to]);
}

/** Lets a pass the app kicked itself (setImmediate) finish, then runs one more. */
export async function settleMail(t: TestApp): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await t.app.modules.mail.services.mailDispatcher.flush();
}
