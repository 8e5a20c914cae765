import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { as } from './buying-helpers.ts';
import { codeOf, post, refresh, register, signIn, verify, type Tokens } from './auth-helpers.ts';
import { boughtAccount, push, trade, type Account } from './evaluation-helpers.ts';
import { nextAddress, rawCall } from './http-helpers.ts';
import { call, uniqueEmail, useTestApp } from './test-app.ts';

/**
 * Nothing secret reaches a log line (lib/log-redaction.ts): a realistic flow runs with the logger at 'trace'
 * into a captured stream, and every line is searched for the actual tokens, codes, passwords and secrets used.
 */
function capturedLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

/**
 * A new password of this run only, that the password screening never refuses: after its head, a digit and consonants.
 * Hex digits could spell a context word ("7e57" reads "test", one of the names signed up with) about once in 2,300
 * passwords; every context word needs a vowel, a look-alike digit or four digits.
 */
function uniquePassword(head: string): string {
  const consonants = 'bcdfghjkmnpqrstvwxz';
  return `${head}2${Array.from(randomBytes(12), (b) => consonants[b % consonants.length]).join('')}`;
}

/** Lines containing `secret`; a 6-digit code only counts where it is not part of a longer number. */
function linesWith(lines: string[], secret: string): string[] {
  if (/^\d+$/.test(secret)) {
    const re = new RegExp(`(?<![0-9])${secret}(?![0-9])`);
    return lines.filter((l) => re.test(l));
  }
  return lines.filter((l) => l.includes(secret));
}

describe('logs: no token, code, password or secret in any line (production, level trace)', () => {
  const log = capturedLog();
  const secrets: Record<string, string> = {};
  const codes: string[] = [];
  let account: Account;

  const t = useTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'trace' }, logStream: log.stream });

  it('runs the flow: sign-up, sign-in, refresh, terminal link, password reset, bridge push, errors', async () => {
    const ip = nextAddress();
    const email = uniqueEmail('logs');
    const password = uniquePassword('Log#Pass');
    secrets.password = password;

    expect((await register(t, email, password, { ip })).result).toBe(ResultCode.Ok);
    const verifyCode = await codeOf(t, email, 'verifyEmail');
    codes.push(verifyCode);
    const verified = await verify(t, email, verifyCode, { ip });
    expect(verified.result).toBe(ResultCode.Ok);
    secrets.verifiedToken = verified.data.token;
    secrets.verifiedRefreshToken = verified.data.refreshToken;

    const signedIn = await signIn(t, email, password, { ip });
    expect(signedIn.result).toBe(ResultCode.Ok);
    const refreshed = await refresh(t, signedIn.data.refreshToken, { ip });
    expect(refreshed.result).toBe(ResultCode.Ok);
    secrets.token = signedIn.data.token;
    secrets.refreshToken = signedIn.data.refreshToken;
    secrets.refreshedToken = refreshed.data.token;
    secrets.refreshedRefreshToken = refreshed.data.refreshToken;
    // A refused refresh and a wrong password are logged too (warn/info), with their bodies' secrets masked.
    // (Once its successor is used, the rotated token is reuse even within the grace window.)
    const rotatedAgain = await refresh(t, refreshed.data.refreshToken, { ip });
    expect(rotatedAgain.result).toBe(ResultCode.Ok);
    secrets.rotatedAgainToken = rotatedAgain.data.token;
    secrets.rotatedAgainRefreshToken = rotatedAgain.data.refreshToken;
    expect((await refresh(t, signedIn.data.refreshToken, { ip })).result).not.toBe(ResultCode.Ok);
    secrets.wrongPassword = `Wrong#${randomBytes(6).toString('hex')}`;
    expect((await signIn(t, email, secrets.wrongPassword, { ip })).result).not.toBe(ResultCode.Ok);

    // The terminal's one-time link (its token is in the URL Fastify logs), its session and the platform password.
    // (The reused refresh token ended that session: a new sign-in buys the account.)
    const again = await signIn(t, email, password, { ip });
    expect(again.result).toBe(ResultCode.Ok);
    secrets.secondToken = again.data.token;
    const trader = { email, token: again.data.token, host: 'localhost', ip };
    account = await boughtAccount(t, trader, 'Two-Step Challenge 10K', 'northwind-webtrader');
    const redirect = await call<{ platform_redirect_url: string }>(
      t,
      'GET',
      ApiPath.platformRedirectUrl.replace(':id', account.id),
      as(trader),
    );
    const link = new URL(redirect.data.platform_redirect_url);
    secrets.terminalLinkToken = link.searchParams.get('token')!;
    const opened = await t.app.inject({ url: `${link.pathname}${link.search}`, headers: { host: 'localhost' } });
    expect(opened.statusCode).toBe(303);
    secrets.terminalSession = String(opened.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    expect((await t.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(401);
    const creds = await call<{ login: string; password: string }>(
      t,
      'GET',
      `${ApiPath.loginCredentials}?traderAccountId=${account.id}`,
      as(trader),
    );
    secrets.platformPassword = creds.data.password;
    const form = await t.app.inject({
      method: 'POST',
      url: '/platform/sandbox/login',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ login: creds.data.login, password: creds.data.password }).toString(),
    });
    expect(form.statusCode).toBe(303);

    // Forgot and reset the password, then sign in with the new one.
    expect((await post(t, ApiPath.forgotPassword, { email }, { ip })).result).toBe(ResultCode.Ok);
    const resetCode = await codeOf(t, email, 'resetPassword');
    codes.push(resetCode);
    secrets.newPassword = uniquePassword('New#Pass');
    const reset = await post(
      t,
      ApiPath.resetPasswordWithCode,
      { email, code: resetCode, newPassword: secrets.newPassword },
      { ip },
    );
    expect(reset.result).toBe(ResultCode.Ok);
    expect((await signIn(t, email, secrets.newPassword, { ip })).result).toBe(ResultCode.Ok);

    // A bridge push (signed) and a forged one (logged as refused).
    // On the real clock: the bridge refuses deals from before the account opened or from the future.
    const now = () => new Date().toISOString();
    const pushed = await push(t, account, trade(now(), { profit: 100, holdMs: 1 }));
    expect(pushed.status, pushed.body).toBe(200);
    secrets.bridgeSecret = t.app.modules.evaluation.services.bridgeSecret;
    secrets.jwtSecret = t.config.jwtSecret;
    const forgedSignature = `t=${Date.now()},v1=${randomBytes(32).toString('hex')}`;
    secrets.forgedSignature = forgedSignature.split('v1=')[1]!;
    expect(
      (await push(t, account, trade(now(), { profit: 1, holdMs: 1 }), { signature: forgedSignature })).status,
    ).toBe(400);

    // Secrets where they do not belong: in a query string, a bad bearer token, an invalid body, a client report.
    secrets.queryToken = `qt${randomBytes(8).toString('hex')}`;
    secrets.querySecret = `qs${randomBytes(8).toString('hex')}`;
    const queryCode = String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
    codes.push(queryCode);
    await rawCall(t, {
      url: `/api/nothing/v1/here?token=${secrets.queryToken}&code=${queryCode}&client_secret=${secrets.querySecret}`,
    });
    secrets.bearer = `garbage${randomBytes(8).toString('hex')}`;
    expect((await call(t, 'GET', ApiPath.personalData, { token: secrets.bearer })).status).toBe(401);
    secrets.invalidBodyPassword = `Inv#${randomBytes(6).toString('hex')}`;
    const invalid = await post(t, ApiPath.authenticate, {
      email: 'not-an-email',
      password: secrets.invalidBodyPassword,
    });
    expect(invalid.status).toBe(400);
    secrets.captchaToken = `cap${randomBytes(8).toString('hex')}`;
    await signIn(t, email, secrets.wrongPassword, { ip, captchaToken: secrets.captchaToken });
    secrets.clientLogToken = `cl${randomBytes(8).toString('hex')}`;
    const report = await call(t, 'POST', ApiPath.log, {
      body: {
        level: 'error',
        message: `failed at /reset?code=${queryCode}&token=${secrets.clientLogToken}`,
        url: `https://portal.example/verify?token=${secrets.clientLogToken}`,
        context: { refreshToken: secrets.clientLogToken, note: `Bearer ${secrets.clientLogToken}` },
      },
    });
    expect(report.result).toBe(ResultCode.Ok);
    await t.app.modules.mail.services.mailDispatcher.flush();
  });

  it('logged the flow (requests, the refused push, the client report) ...', () => {
    expect(log.lines.length).toBeGreaterThan(30); // one access line a request, plus the app's own
    const all = log.lines.join('');
    expect(all).not.toContain('incoming request');
    expect(t.app.log.level).toBe('trace'); // whatever is logged at any level was captured
    expect(all).toContain('/platform/sandbox/sign-in?token=[REDACTED]');
    expect(all).toContain('bridge push refused');
    expect(all).toContain('client report');
    expect(all).toContain('"refreshToken":"[REDACTED]"');
  });

  it('... and no line holds any token, code, password or secret of it', () => {
    expect(Object.keys(secrets).length).toBeGreaterThan(15);
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(8);
      expect(linesWith(log.lines, value), name).toEqual([]);
    }
    for (const code of codes) expect(linesWith(log.lines, code), `code ${code}`).toEqual([]);
    // No JSON Web Token of any kind, and no one-time code line in production.
    expect(log.lines.filter((l) => /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/.test(l))).toEqual([]);
    expect(log.lines.filter((l) => l.includes('one-time code'))).toEqual([]);
  });
});

describe('logs outside production without SMTP: the one-time code, and nothing else secret', () => {
  const log = capturedLog();
  const t = useTestApp({ env: { NODE_ENV: 'development', LOG_LEVEL: 'trace' }, logStream: log.stream });

  it('logs the e-mailed codes only in their own line, so a fresh machine can sign up; never a token', async () => {
    const email = uniqueEmail('devlogs');
    const password = uniquePassword('Dev#Pass');
    expect((await register(t, email, password)).result).toBe(ResultCode.Ok);
    const code = await codeOf(t, email, 'verifyEmail');
    const v = await verify(t, email, code);
    expect(v.result).toBe(ResultCode.Ok);
    const tokens: Tokens = v.data;

    const codeLines = linesWith(log.lines, code);
    expect(codeLines).toHaveLength(1);
    expect(JSON.parse(codeLines[0]!).msg).toBe(`one-time code ${code} (outbox mode, not production)`);
    for (const secret of [password, tokens.token, tokens.refreshToken, t.config.jwtSecret]) {
      expect(linesWith(log.lines, secret)).toEqual([]);
    }
  });
});
