import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../../db/client.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TradingPlatformAdapter } from './trading-platform.ts';

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '#$%&*+!?';
const SIGN_IN_TTL_SECONDS = 120;
/** How long a used link's id is kept after the link expired: more than any clock skew between instances. */
const USED_LINK_GRACE_MS = 3600_000;
export const SESSION_TTL_SECONDS = 12 * 3600;

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A platform password of letters, digits and a symbol, as MetaTrader-style platforms require. */
export function platformPassword(length = 12): string {
  let p = '';
  for (let i = 0; i < length - 2; i++) p += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return `${p}${randomInt(2, 10)}${SYMBOLS[randomInt(SYMBOLS.length)]}`;
}

/**
 * The sandbox trading platform: accounts with logins from its own sequence, a password where the platform
 * type has one, and signed one-time sign-in links for its web terminal.
 */
export function createSandboxPlatform(deps: { secret: string; clock: Clock }): TradingPlatformAdapter & {
  /**
   * The account of a one-time sign-in link, using the link up: null for a forged, expired or already used link
   * (with the platform still named when only its use was refused, so its sign-in form can be shown).
   */
  redeemSignIn(q: Queryable, token: string): Promise<{ login: string | null; platformId: string } | null>;
  /** The terminal's session (12 hours, as long as a portal session), and its check. */
  sessionToken(login: string, logins?: string[]): Promise<string>;
  verifySession(token: string): Promise<string | null>;
  /** The session's account and the accounts it may switch to (an e-mail sign-in with several accounts). */
  session(token: string): Promise<{ login: string; logins: string[] } | null>;
  /** The login of an account whose platform password this is (the terminal's own sign-in form). */
  checkPassword(q: Queryable, login: string, password: string): Promise<boolean>;
  account(q: Queryable, login: string): Promise<SandboxAccount | undefined>;
  /**
   * Brings an account's balance to `balance` with one balance operation, recorded once per `reference`: this
   * platform's side of an account whose past deals reached the portal through the bridge rather than through it
   * (the demo's seeded history, docs/decisions/065-demo-activity.md), so its terminal shows the portal's balance.
   */
  settleBalance(q: Queryable, login: string, balance: number, reference: string): Promise<void>;
} {
  const key = new TextEncoder().encode(deps.secret);
  async function session(token: string): Promise<{ login: string; logins: string[] } | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        audience: 'sandbox-terminal',
        currentDate: deps.clock.now(),
      });
      if (typeof payload.sub !== 'string') return null;
      const logins = Array.isArray(payload.acc) ? payload.acc.filter((l): l is string => typeof l === 'string') : [];
      return { login: payload.sub, logins: logins.length > 1 ? logins : [payload.sub] };
    } catch {
      return null;
    }
  }
  /** A balance operation, recorded once per reference: a repeated one changes nothing. */
  async function balanceOperation(q: Queryable, login: string, amount: number, reference: string) {
    const first = await q.query(
      `insert into sandbox_balance_operations (reference, login, amount) values ($1, $2, $3)
       on conflict (reference) do nothing returning reference`,
      [reference, login, amount],
    );
    if (first.length > 0)
      await q.query('update sandbox_platform_accounts set balance = balance + $2 where login = $1', [login, amount]);
  }
  return {
    async provisionAccount(q, req) {
      const password = req.platformType === 0 || req.platformType === 1 ? platformPassword() : null;
      const insert = async (login: string) =>
        (
          await q.query(
            `insert into sandbox_platform_accounts (login, platform_id, server, password_hash, currency, balance, leverage)
             values ($1, $2, $3, $4, $5, $6, $7) on conflict (login) do nothing returning login`,
            [
              login,
              req.platformId,
              req.serverName,
              password && sha256(password),
              req.currency,
              req.balance,
              req.leverage,
            ],
          )
        ).length > 0;
      let login = req.login;
      if (login !== undefined) {
        if (!(await insert(login))) return null;
      } else {
        // An imported login may have taken a number of the sequence: the next free one is used.
        do {
          const [row] = await q.query<{ login: string }>(`select nextval('sandbox_login_seq')::text as login`);
          login = row!.login;
        } while (!(await insert(login)));
      }
      return {
        login,
        password,
        server: req.serverName,
        platformAccountId: req.platformType >= 2 ? `${req.platformId.toUpperCase()}-${login}` : login,
      };
    },
    async disableAccount(q, login) {
      await q.query('update sandbox_platform_accounts set is_enabled = false where login = $1', [login]);
    },
    async enableAccount(q, login) {
      await q.query('update sandbox_platform_accounts set is_enabled = true where login = $1', [login]);
    },
    async openPositions(q, login) {
      const [row] = await q.query<{ n: number }>(
        'select count(*)::int as n from sandbox_positions where login = $1 and closed_at is null',
        [login],
      );
      return row?.n ?? 0;
    },
    withdraw: (q, login, amount, reference) => balanceOperation(q, login, -amount, reference),
    resizeAccount: (q, login, size, reference) => balanceOperation(q, login, size.to - size.from, reference),
    async settleBalance(q, login, balance, reference) {
      const [row] = await q.query<{ balance: number }>(
        'select balance from sandbox_platform_accounts where login = $1 for update',
        [login],
      );
      if (!row || row.balance === balance) return;
      const first = await q.query(
        `insert into sandbox_balance_operations (reference, login, amount) values ($1, $2, $3)
         on conflict (reference) do nothing returning reference`,
        [reference, login, balance - row.balance],
      );
      if (first.length > 0)
        await q.query('update sandbox_platform_accounts set balance = $2 where login = $1', [login, balance]);
    },
    async signInUrl(account, origin) {
      const iat = Math.floor(deps.clock.now().getTime() / 1000);
      const token = await new SignJWT({ plt: account.platformId })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(randomUUID()) // the link's id: recorded when used, so it opens the terminal once
        .setSubject(account.login)
        .setAudience('sandbox-platform')
        .setIssuedAt(iat)
        .setExpirationTime(iat + SIGN_IN_TTL_SECONDS)
        .sign(key);
      return `${origin}/platform/sandbox/sign-in?token=${encodeURIComponent(token)}`;
    },
    async redeemSignIn(q, token) {
      let link: { login: string; platformId: string; jti: string; expiresAt: Date } | null = null;
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: 'sandbox-platform',
          currentDate: deps.clock.now(),
        });
        const { sub, plt, jti, exp } = payload;
        if (typeof sub === 'string' && typeof plt === 'string' && typeof jti === 'string' && typeof exp === 'number')
          link = { login: sub, platformId: plt, jti, expiresAt: new Date(exp * 1000) };
      } catch {
        return null;
      }
      if (!link) return null;
      const now = deps.clock.now().getTime();
      await q.query('delete from sandbox_sign_in_uses where expires_at < $1', [new Date(now - USED_LINK_GRACE_MS)]);
      // The conditional insert is the single use: of two concurrent uses, on any instances, one inserts the id.
      const first = await q.query(
        'insert into sandbox_sign_in_uses (jti, expires_at) values ($1, $2) on conflict (jti) do nothing returning jti',
        [link.jti, link.expiresAt],
      );
      return { login: first.length > 0 ? link.login : null, platformId: link.platformId };
    },
    async sessionToken(login, logins = []) {
      const iat = Math.floor(deps.clock.now().getTime() / 1000);
      return new SignJWT(logins.length > 1 ? { acc: logins } : {})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(login)
        .setAudience('sandbox-terminal')
        .setIssuedAt(iat)
        .setExpirationTime(iat + SESSION_TTL_SECONDS)
        .sign(key);
    },
    async verifySession(token) {
      return (await session(token))?.login ?? null;
    },
    session,
    async checkPassword(q, login, password) {
      const rows = await q.query<{ password_hash: string | null }>(
        'select password_hash from sandbox_platform_accounts where login = $1',
        [login],
      );
      const hash = rows[0]?.password_hash;
      return !!hash && safeEqual(hash, sha256(password));
    },
    async account(q, login) {
      const rows = await q.query<SandboxAccount>(
        'select login, platform_id, server, currency, balance, leverage, is_enabled from sandbox_platform_accounts where login = $1',
        [login],
      );
      return rows[0];
    },
  };
}
export type SandboxAccount = {
  login: string;
  platform_id: string;
  server: string | null;
  currency: string;
  balance: number;
  leverage: number;
  is_enabled: boolean;
};
export type SandboxPlatform = ReturnType<typeof createSandboxPlatform>;
