import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { createMailDispatcher } from '../src/modules/mail/mail-dispatcher.ts';
import { createMailRepository } from '../src/modules/mail/mail.repository.ts';
import { outboxMails } from './eml.ts';
import { call, STRONG_PASSWORD, uniqueEmail, type TestApp, useTestApp } from './test-app.ts';
import {
  lastMail,
  mailRowsTo,
  makeDue,
  nextAddress,
  outboxFileNames,
  scriptedTransport,
  settleMail,
} from './http-helpers.ts';

const account = { password: STRONG_PASSWORD, firstName: 'Jana', lastName: 'Novak', acceptTerms: true };

async function register(
  t: TestApp,
  options: { host?: string; v2?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  const email = uniqueEmail('mail');
  const r = await call(t, 'POST', options.v2 ? '/api/auth/v2/Register' : '/api/auth/v1/Register', {
    host: options.host ?? 'localhost',
    ip: nextAddress(),
    body: { email, ...account, ...options.v2 },
    ...(options.headers ? { headers: options.headers } : {}),
  });
  expect(r.result).toBe(ResultCode.Ok);
  return email;
}

describe('mail queue: retries with back-off, then gives up', () => {
  const transport = scriptedTransport();
  const t = useTestApp({ mailTransport: transport });

  it('keeps a message queued while the transport fails, then sends it after its back-off', async () => {
    transport.failNext(2);
    const email = await register(t);
    await settleMail(t);
    let [row] = await mailRowsTo(t, email);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, kind: 'verifyEmail', sent_at: null });
    expect(row!.html).toContain('Jana');
    expect(row!.last_error).toMatch(/smtp is down/);
    expect(row!.due_in_seconds).toBeGreaterThan(3);
    expect(row!.due_in_seconds).toBeLessThanOrEqual(5.5);

    const attemptsBefore = transport.attempts();
    await t.app.modules.mail.services.mailDispatcher.flush();
    expect(transport.attempts()).toBe(attemptsBefore); // not due yet
    [row] = await mailRowsTo(t, email);
    expect(row!.attempts).toBe(1);

    await makeDue(t, email);
    await t.app.modules.mail.services.mailDispatcher.flush();
    [row] = await mailRowsTo(t, email);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row!.due_in_seconds).toBeGreaterThan(18);
    expect(row!.due_in_seconds).toBeLessThanOrEqual(20.5);

    await makeDue(t, email);
    await t.app.modules.mail.services.mailDispatcher.flush();
    [row] = await mailRowsTo(t, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, html: null, text_body: null });
    expect(row!.sent_at).toBeInstanceOf(Date);
    const delivered = transport.sent.filter((m) => m.to === email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      from: { name: 'Northwind Funded', address: t.config.mailFrom },
      subject: 'Northwind Funded: confirm your e-mail',
      kind: 'verifyEmail',
    });
    expect(delivered[0]!.text).toMatch(/\b\d{6}\b/);
  });

  it('does not send a sent message again', async () => {
    const email = await register(t);
    await settleMail(t);
    await makeDue(t, email);
    await t.app.modules.mail.services.mailDispatcher.flush();
    expect(transport.sent.filter((m) => m.to === email)).toHaveLength(1);
    const [row] = await mailRowsTo(t, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, html: null, text_body: null });
  });

  it('marks a message failed after 6 failures and drops its body', async () => {
    transport.failNext(1000);
    const email = await register(t);
    await settleMail(t);
    for (let attempt = 2; attempt <= 6; attempt++) {
      await makeDue(t, email);
      await t.app.modules.mail.services.mailDispatcher.flush();
      const [row] = await mailRowsTo(t, email);
      expect(row!.attempts).toBe(attempt);
      expect(row!.status).toBe(attempt < 6 ? 'queued' : 'failed');
    }
    const [row] = await mailRowsTo(t, email);
    expect(row).toMatchObject({ status: 'failed', attempts: 6, html: null, text_body: null, sent_at: null });
    expect(row!.last_error).toMatch(/smtp is down/);

    const attemptsBefore = transport.attempts();
    await makeDue(t, email);
    await t.app.modules.mail.services.mailDispatcher.flush();
    expect(transport.attempts()).toBe(attemptsBefore);
    transport.failNext(0);
  });

  it('sends each message once when several instances drain the queue together', async () => {
    const repository = createMailRepository();
    for (let i = 0; i < 12; i++) {
      await repository.enqueue(t.db, {
        brandId: null,
        fromName: null,
        to: `bulk${i}@example.com`,
        subject: `bulk ${i}`,
        html: '<p>x</p>',
        text: 'x',
        kind: 'verifyEmail',
      });
    }
    const counting = scriptedTransport();
    const log = { warn() {}, error() {}, info() {} } as unknown as Parameters<typeof createMailDispatcher>[0]['log'];
    const instances = [1, 2, 3].map(() =>
      createMailDispatcher({ db: t.db, mailRepository: repository, transport: counting, from: 'a@b.c', log }),
    );
    await Promise.all(instances.map((d) => d.flush()));
    expect(counting.sent.map((m) => m.subject).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `bulk ${i}`).sort(),
    );
    const rows = await t.db.query<{ status: string }>(`select status from outgoing_mail where subject like 'bulk %'`);
    expect(rows.map((r) => r.status)).toEqual(Array(12).fill('sent'));
  });
});

describe('mail outbox: translated, branded .eml files', () => {
  const t = useTestApp();

  async function mailOf(email: string) {
    await settleMail(t);
    return lastMail(t, email);
  }

  it('writes an English message with the brand name, the code and the absolute logo URL', async () => {
    const email = await register(t);
    const mail = await mailOf(email);
    expect(outboxFileNames(t, email)).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d{6}-verifyEmail-/)]);
    expect(mail.headers.to).toBe(email);
    expect(mail.headers.from).toBe(`"Northwind Funded" <${t.config.mailFrom}>`);
    expect(mail.subject).toBe('Northwind Funded: confirm your e-mail');
    expect(mail.text).toContain('Hello Jana,');
    expect(mail.text).toMatch(/Your verification code is \d{6}\. It expires in 10 minutes\./);
    expect(mail.text).toContain('The Northwind Funded team');
    expect(mail.html).toContain(
      '<img src="http://localhost:3000/brand-assets/northwind/logo.svg" alt="Northwind Funded"',
    );
    const [row] = await mailRowsTo(t, email);
    expect(row).toMatchObject({ status: 'sent', html: null, text_body: null });
  });

  it('writes in German for a trader who registered with language de (v2)', async () => {
    const email = await register(t, { v2: { countryOfRegistration: 'DE', language: 'de' } });
    const mail = await mailOf(email);
    expect(mail.subject).toBe('Northwind Funded: Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('Hallo Jana,');
    expect(mail.text).toMatch(/Ihr Bestätigungscode lautet \d{6}\./);
    expect(mail.text).toContain('Ihr Northwind Funded-Team');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('writes in German for a request in German (Accept-Language, v1)', async () => {
    const email = await register(t, { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect((await mailOf(email)).subject).toBe('Northwind Funded: Bestätigen Sie Ihre E-Mail-Adresse');
  });

  it('writes in English when the language asked for is not offered by the brand', async () => {
    const email = await register(t, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect((await mailOf(email)).subject).toBe('Northwind Funded: confirm your e-mail');
  });

  it("carries the other brand's name and logo, on that brand's own address", async () => {
    const email = await register(t, { host: '127.0.0.1:3000' });
    const mail = await mailOf(email);
    expect(mail.subject).toBe('Bluewave Prop: confirm your e-mail');
    expect(mail.html).toContain('src="http://127.0.0.1:3000/brand-assets/bluewave/logo.svg"');
    expect(mail.text).toContain('This message was sent by Bluewave Prop.');
    expect(mail.text).not.toContain('Northwind');
  });
});

describe('mail queue: order', () => {
  const t = useTestApp();

  it('sends the messages to one person in the order they were queued, even when one pass takes several', async () => {
    const to = uniqueEmail('order');
    // queued newest first in the table, as concurrent requests may leave them; one pass takes all three
    for (const [n, at] of [
      [3, '2026-01-01T00:00:03Z'],
      [1, '2026-01-01T00:00:01Z'],
      [2, '2026-01-01T00:00:02Z'],
    ] as const) {
      await t.db.query(
        `insert into outgoing_mail (to_address, subject, html, text_body, kind, created_at, next_attempt_at)
         values ($1, $2, $2, $2, 'test', $3, now())`,
        [to, `message ${n}`, at],
      );
    }
    await t.app.modules.mail.services.mailDispatcher.flush();
    expect((await outboxMails(t.outboxDir, to)).map((m) => m.subject)).toEqual(['message 1', 'message 2', 'message 3']);
  });
});
