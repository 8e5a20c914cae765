import type { Queryable } from '../../../db/client.ts';
import type { GuardedAttempt, LoginGuard } from '../../../lib/login-guard.ts';
import type { SandboxPlatform } from '../sandbox-platform.ts';
import { TRADING_STATUSES } from './trading.service.ts';

/** A platform served by the sandbox: its type decides which credentials its terminal asks for (SPEC §9). */
export type TerminalPlatform = { id: string; name: string; type: 0 | 1 | 2 | 3 };

/** Checks a trader's portal password (the auth module's; unknown users are verified against a dummy hash). */
export type PortalPasswordCheck = (
  user: { brandId: string; userId: string } | null,
  password: string,
) => Promise<boolean>;

type Candidate = {
  login: string;
  type: number;
  brand_id: string | null;
  user_id: string | null;
  email: string | null;
  status: number | null;
  created_at: Date;
};

const CANDIDATE_COLUMNS = `s.login, p.type, t.brand_id, t.user_id, u.email, t.status,
  coalesce(t.created_at, s.created_at) as created_at`;
const CANDIDATE_FROM = `sandbox_platform_accounts s
  join trading_platforms p on p.id = s.platform_id
  left join trader_accounts t on t.platform_id = s.platform_id and t.login = s.login
  left join users u on u.id = t.user_id`;

/** Where the terminal's sign-in form looks up accounts and platforms. */
export const signInRepository = {
  async platform(q: Queryable, id: string): Promise<TerminalPlatform | undefined> {
    const rows = await q.query<TerminalPlatform>(
      `select id, name, type from trading_platforms where id = $1 and adapter = 'sandbox'`,
      [id],
    );
    return rows[0];
  },
  async platforms(q: Queryable): Promise<TerminalPlatform[]> {
    return q.query<TerminalPlatform>(
      `select id, name, type from trading_platforms where adapter = 'sandbox' order by name`,
    );
  },
  /** An account by its login or its platform account id (types 0, 1 and 3). */
  async byLogin(q: Queryable, login: string): Promise<Candidate | undefined> {
    const rows = await q.query<Candidate>(
      `select ${CANDIDATE_COLUMNS} from ${CANDIDATE_FROM}
        where s.login = $1 or upper(t.platform_account_id) = upper($1)
        order by s.login = $1 desc limit 1`,
      [login],
    );
    return rows[0];
  },
  /** The accounts on platforms of type 2 whose owner has this e-mail, newest first. */
  async byEmail(q: Queryable, email: string, platformId: string | null): Promise<Candidate[]> {
    return q.query<Candidate>(
      `select ${CANDIDATE_COLUMNS} from ${CANDIDATE_FROM}
        where p.type = 2 and lower(u.email) = lower($1) and ($2::text is null or s.platform_id = $2)
        order by coalesce(t.created_at, s.created_at) desc, s.login desc
        limit 50`,
      [email, platformId],
    );
  },
};

/** The accounts a session may open: the one it starts on, and the others of the same e-mail sign-in. */
export type TerminalSignIn = { login: string; logins: string[] };

/** Who is signing in, from where, with the bot-check token the form carried and the site key it offered. */
export type TerminalAttempt = {
  login: string;
  password: string;
  platformId: string | null;
  ip: string;
  captchaToken: string | undefined;
  siteKey: string | null;
};

/** Accounts that no trader owns, or logins that match nothing, are counted under this pseudo-brand. */
const NO_BRAND = 'sandbox-terminal';

/**
 * The terminal's sign-in form (SPEC §9): types 0 and 1 sign in with the login and the platform password,
 * type 3 with the platform account id (or login) and the portal password, type 2 with the account e-mail and
 * the portal password. Every attempt goes through the portal's login guard first: a portal password is
 * counted on the same account counters as `Authenticate` (brand + e-mail), a platform password on the
 * account's login, and all of them on the address, with the same bot-check, delays and address lock. Every
 * attempt also costs one password hash check, found or not, so that neither the answer nor its timing tells
 * whether a login exists.
 */
export function createTerminalSignIn(deps: {
  platform: SandboxPlatform;
  verifyPortalPassword: PortalPasswordCheck;
  guard: LoginGuard;
}) {
  const owner = (c: Candidate) => (c.brand_id && c.user_id ? { brandId: c.brand_id, userId: c.user_id } : null);
  const guarded = (input: TerminalAttempt, brandId: string | null, account: string): Promise<GuardedAttempt> =>
    deps.guard.attempt({
      brandId: brandId ?? NO_BRAND,
      account,
      ip: input.ip,
      captchaToken: input.captchaToken,
      siteKey: input.siteKey,
    });
  /** Reports each attempt's outcome; the sign-in succeeds when `ok`. */
  const settle = async (attempts: GuardedAttempt[], ok: boolean) => {
    await Promise.all(attempts.map((a) => (ok ? a.succeeded() : a.failed())));
  };

  async function byEmail(q: Queryable, input: TerminalAttempt, email: string) {
    const candidates = await signInRepository.byEmail(q, email, input.platformId);
    const owners = new Map<string, Candidate>();
    for (const c of candidates) if (c.user_id && !owners.has(c.user_id)) owners.set(c.user_id, c);
    if (owners.size === 0) {
      const attempt = await guarded(input, null, email);
      await deps.verifyPortalPassword(null, input.password);
      await attempt.failed();
      return null;
    }
    // One user per brand has this e-mail; the password tells which of them signs in. Each is guarded.
    const matched = new Set<string>();
    for (const [userId, c] of owners) {
      const attempt = await guarded(input, c.brand_id, c.email ?? email);
      const ok = await deps.verifyPortalPassword(owner(c), input.password);
      await settle([attempt], ok);
      if (ok) matched.add(userId);
    }
    const accounts = candidates.filter((c) => c.user_id && matched.has(c.user_id));
    if (accounts.length === 0) return null;
    const first = accounts.find((c) => c.status !== null && TRADING_STATUSES.has(c.status)) ?? accounts[0]!;
    return { login: first.login, logins: accounts.map((c) => c.login) };
  }

  return {
    /** The session to start, or null for wrong credentials; throws the guard's -800 or 429 refusals. */
    async authenticate(q: Queryable, input: TerminalAttempt): Promise<TerminalSignIn | null> {
      const login = input.login.trim();
      if (login.includes('@')) return byEmail(q, input, login);
      const account = await signInRepository.byLogin(q, login);
      if (account?.type === 3 && account.email) {
        const attempt = await guarded(input, account.brand_id, account.email);
        const ok = await deps.verifyPortalPassword(owner(account), input.password);
        await settle([attempt], ok);
        return ok ? { login: account.login, logins: [account.login] } : null;
      }
      const attempt = await guarded(input, account?.brand_id ?? null, `platform:${account?.login ?? login}`);
      await deps.verifyPortalPassword(null, input.password); // the same cost as a portal password check
      const ok =
        !!account &&
        (account.type === 0 || account.type === 1) &&
        (await deps.platform.checkPassword(q, account.login, input.password));
      await settle([attempt], ok);
      return ok ? { login: account.login, logins: [account.login] } : null;
    },
  };
}
export type TerminalSignInService = ReturnType<typeof createTerminalSignIn>;
