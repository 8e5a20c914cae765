import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { forbidden, type AdminCaller } from './admin-caller.ts';
import type { Audit } from './audit.ts';
import { ONE_TIME_PASSWORD_TTL_MS, oneTimePassword } from './operator-accounts.ts';
import type { OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorListRow, OperatorsRepository } from './operators.repository.ts';

type Brand = { id: string; code: string; name: string };

const toOperator = (r: OperatorListRow, brands: readonly Brand[]) => ({
  id: r.id,
  email: r.email,
  role: r.role,
  allBrands: r.role === 'owner',
  brands: [...brands],
  totpEnrolled: !!r.totp_enabled_at,
  mustChangePassword: r.must_change_password,
  oneTimeExpiresAt: r.password_expires_at?.toISOString() ?? null,
  disabledAt: r.disabled_at?.toISOString() ?? null,
  liveSessions: r.live_sessions,
  createdAt: r.created_at.toISOString(),
});
export type AdminOperator = ReturnType<typeof toOperator>;

/** What an audit entry keeps of an operator before and after a change: the state, never a secret. */
const auditState = (o: AdminOperator) => ({
  totpEnrolled: o.totpEnrolled,
  mustChangePassword: o.mustChangePassword,
  oneTimeExpiresAt: o.oneTimeExpiresAt,
  disabledAt: o.disabledAt,
  liveSessions: o.liveSessions,
});

/**
 * The owner's operator management (`operators.manage`; docs/decisions/044-password-screening-and-operator-reset.md):
 * reset (a new one-time password, TOTP and recovery codes cleared, sessions ended), end the sessions, disable and
 * enable; each audited in its own transaction. Never on oneself: the caller's own account answers 403/-50.
 */
export function createOperatorsAdminService(deps: {
  db: Db;
  operatorsRepository: OperatorsRepository;
  sessions: OperatorSessionsService;
  hasher: PasswordHasher;
  audit: Audit;
  clock: Clock;
}) {
  const { db, operatorsRepository: operators, sessions, audit, clock } = deps;

  async function read(q: Queryable, id: string | null): Promise<AdminOperator[]> {
    const rows = await operators.list(q, clock.now(), id);
    const brands = await operators.brandsOf(
      q,
      rows.map((r) => r.id),
    );
    return rows.map((r) =>
      toOperator(
        r,
        brands
          .filter((b) => b.operator_id === r.id)
          .map(({ id: brandId, code, name }) => ({ id: brandId, code, name })),
      ),
    );
  }

  /** Another operator's record, locked for the change; an unknown id or the caller's own answer 403/-50. */
  async function target(tx: Queryable, caller: AdminCaller, id: string): Promise<AdminOperator> {
    if (!isUuid(id) || (caller.actorType === 'operator' && caller.actorId === id)) return forbidden();
    if (!(await operators.findById(tx, id, true))) return forbidden();
    return (await read(tx, id))[0]!;
  }

  /** One change to one operator: the change, then its audit entry with the state before and after. */
  async function change<T>(
    caller: AdminCaller,
    id: string,
    action: string,
    apply: (tx: Queryable, before: AdminOperator) => Promise<T>,
  ): Promise<{ operator: AdminOperator; result: T }> {
    return db.transaction(async (tx) => {
      const before = await target(tx, caller, id);
      const result = await apply(tx, before);
      const operator = (await read(tx, id))[0]!;
      await audit.record(tx, caller, {
        action,
        targetType: 'operator',
        targetId: id,
        before: auditState(before),
        after: auditState(operator),
      });
      return { operator, result };
    });
  }

  return {
    list: async () => ({ items: await read(db, null) }),

    async get(id: string): Promise<AdminOperator> {
      return (isUuid(id) ? (await read(db, id))[0] : undefined) ?? forbidden();
    },

    /**
     * After the operator's identity was proven out of band (docs/security.md "Operator reset"): a new one-time
     * password (72 hours), shown in this reply only; TOTP and recovery codes cleared; every session ended.
     */
    async reset(caller: AdminCaller, id: string) {
      const password = oneTimePassword();
      const hash = await deps.hasher.hash(password);
      const expiresAt = new Date(clock.now().getTime() + ONE_TIME_PASSWORD_TTL_MS);
      const { operator } = await change(caller, id, 'operators.reset', async (tx) => {
        await operators.resetCredentials(tx, id, hash, expiresAt, clock.now());
        await sessions.revokeAllOf(tx, id);
      });
      return { operator, oneTimePassword: password, expiresAt: expiresAt.toISOString() };
    },

    async endSessions(caller: AdminCaller, id: string) {
      const { operator, result } = await change(caller, id, 'operators.sessions_ended', (tx) =>
        sessions.revokeAllOf(tx, id),
      );
      return { operator, ended: result };
    },

    /** A disabled operator cannot sign in, and every session ends with it (ASVS V7.4.2). */
    async disable(caller: AdminCaller, id: string) {
      const { operator } = await change(caller, id, 'operators.disabled', async (tx, before) => {
        if (!before.disabledAt) await operators.setDisabled(tx, id, clock.now(), clock.now());
        await sessions.revokeAllOf(tx, id);
      });
      return operator;
    },

    async enable(caller: AdminCaller, id: string) {
      const { operator } = await change(caller, id, 'operators.enabled', (tx) =>
        operators.setDisabled(tx, id, null, clock.now()),
      );
      return operator;
    },
  };
}
export type OperatorsAdminService = ReturnType<typeof createOperatorsAdminService>;
