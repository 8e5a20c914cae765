import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CENSOR, isSecretName, logRedaction, scrubLogValue, scrubString } from './log-redaction.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlLW9mLWl0';

describe('log redaction: names', () => {
  it('takes tokens, codes, passwords, secrets, keys and signatures for secret, whatever their spelling', () => {
    for (const name of [
      'token',
      'refreshToken',
      'captchaToken',
      'access_token',
      'code',
      'resetCode',
      'verification_code',
      'password',
      'newPassword',
      'oldPassword',
      'password_hash',
      'secret',
      'RECAPTCHA_SECRET',
      'client_secret',
      'authorization',
      'cookie',
      'set-cookie',
      'x-admin-key',
      'apiKey',
      'x-bridge-signature',
    ])
      expect(isSecretName(name), name).toBe(true);
  });

  it('leaves ordinary fields alone', () => {
    for (const name of ['statusCode', 'countryCode', 'result', 'email', 'login', 'kind', 'url', 'reason', 'msg'])
      expect(isSecretName(name), name).toBe(false);
  });
});

describe('log redaction: strings', () => {
  it('masks secret-named query parameters, keeping the others', () => {
    expect(scrubString('/platform/sandbox/sign-in?token=abc.def&platform=x')).toBe(
      `/platform/sandbox/sign-in?token=${CENSOR}&platform=x`,
    );
    expect(scrubString('/x?a=1&code=123456&client_secret=s3&password=p#refresh_token=r')).toBe(
      `/x?a=1&code=${CENSOR}&client_secret=${CENSOR}&password=${CENSOR}#refresh_token=${CENSOR}`,
    );
    expect(scrubString('/api/TraderAccount/v1/loginCredentials?traderAccountId=42')).toBe(
      '/api/TraderAccount/v1/loginCredentials?traderAccountId=42',
    );
  });

  it('masks JSON Web Tokens and bearer credentials anywhere in a string', () => {
    expect(scrubString(`session ${JWT} expired`)).toBe(`session ${CENSOR} expired`);
    expect(scrubString('Authorization: Bearer opaque-credential')).toBe(`Authorization: Bearer ${CENSOR}`);
  });

  it('masks the password of a URL (SMTP, database or Redis connection errors print them)', () => {
    expect(scrubString('connect failed: smtps://mailer:hunter2@smtp.example:465')).toBe(
      `connect failed: smtps://mailer:${CENSOR}@smtp.example:465`,
    );
    expect(scrubString('redis://:pw@cache:6379 and a@b.example')).toBe(`redis://:${CENSOR}@cache:6379 and a@b.example`);
  });
});

describe('log redaction: values', () => {
  it('masks secret fields at any depth, in arrays too, and scrubs every string', () => {
    const out = scrubLogValue({
      a: { b: { c: { d: { refreshToken: 'r', keep: 1 } } } },
      list: [{ password: 'p' }, `url?token=t`],
      headers: { authorization: 'Bearer x', 'x-admin-key': 'k', host: 'h' },
      statusCode: 200,
    });
    expect(out).toEqual({
      a: { b: { c: { d: { refreshToken: CENSOR, keep: 1 } } } },
      list: [{ password: CENSOR }, `url?token=${CENSOR}`],
      headers: { authorization: CENSOR, 'x-admin-key': CENSOR, host: 'h' },
      statusCode: 200,
    });
  });

  it('survives cycles', () => {
    const o: Record<string, unknown> = { token: 't' };
    o.self = o;
    expect(scrubLogValue(o)).toEqual({ token: CENSOR, self: '[Circular]' });
  });

  it('serialises errors with their fields masked and their own code kept, causes included', () => {
    const cause = Object.assign(new Error(`bad ${JWT}`), { code: 'ECONNREFUSED' });
    const error = Object.assign(new Error('failed at /x?token=t', { cause }), {
      code: '23505',
      body: { password: 'p', newPassword: 'n' },
    });
    const out = scrubLogValue({ err: error }) as { err: Record<string, unknown> };
    expect(out.err).toMatchObject({
      type: 'Error',
      message: `failed at /x?token=${CENSOR}`,
      code: '23505',
      body: { password: CENSOR, newPassword: CENSOR },
      cause: { message: `bad ${CENSOR}`, code: 'ECONNREFUSED' },
    });
    expect(String(out.err.stack)).not.toContain('token=t');
  });
});

describe('log redaction in a Fastify logger', () => {
  it('masks the request URL, the merge object, the message and a logged error', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'trace', ...logRedaction, stream: { write: (l: string) => lines.push(l) } },
    });
    app.get('/in', async (req) => {
      req.log.info({ body: { captchaToken: 'cap-secret' } }, 'with a body');
      req.log.warn(`message with /reset?code=654321`);
      req.log.error({ err: Object.assign(new Error('boom'), { token: 'err-secret' }) }, 'failed');
      return { ok: true };
    });
    await app.inject({ url: '/in?token=url-secret&x=1', headers: { authorization: 'Bearer hdr-secret' } });
    await app.close();
    const all = lines.join('');
    expect(all).toContain(`/in?token=${CENSOR}&x=1`);
    for (const secret of ['url-secret', 'cap-secret', '654321', 'err-secret', 'hdr-secret'])
      expect(all, secret).not.toContain(secret);
    expect(all).toContain('with a body');
    expect(all).toContain('"type":"Error"');
  });
});
