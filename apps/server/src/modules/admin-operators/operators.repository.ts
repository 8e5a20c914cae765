import type { OperatorRole, ThemeChoice } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { recoveryCodes } from '../../db/recovery-codes.ts';

export type OperatorRow = {
  id: string;
  email: string;
  password_hash: string;
  role: OperatorRole;
  must_change_password: boolean;
  totp_secret_sealed: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: string | null;
  disabled_at: Date | null;
  /** when a one-time password stops working; null once the operator chose a password */
  password_expires_at: Date | null;
};

const COLUMNS = `id, email, password_hash, role, must_change_password, totp_secret_sealed, totp_enabled_at,
  totp_last_step, disabled_at, password_expires_at`;

/** An operator as the owner's list shows them: no secret, with the count of their live sessions. */
export type OperatorListRow = Omit<OperatorRow, 'password_hash' | 'totp_secret_sealed' | 'totp_last_step'> & {
  created_at: Date;
  live_sessions: number;
};

/** Operators, their brands and recovery codes (SQL only; decisions live in the services). */
export function createOperatorsRepository() {
  return {
    async findByEmail(q: Queryable, email: string): Promise<OperatorRow | undefined> {
      const rows = await q.query<OperatorRow>(`select ${COLUMNS} from operators where lower(email) = lower($1)`, [
        email,
      ]);
      return rows[0];
    },
    async setTheme(q: Queryable, id: string, theme: ThemeChoice): Promise<void> {
      await q.query('update operators set theme = $2 where id = $1', [id, theme]);
    },
    async findById(q: Queryable, id: string, forUpdate = false): Promise<OperatorRow | undefined> {
      const rows = await q.query<OperatorRow>(
        `select ${COLUMNS} from operators where id = $1${forUpdate ? ' for update' : ''}`,
        [id],
      );
      return rows[0];
    },
    /** Every operator, or the one of `id`, by e-mail; live sessions are those not revoked nor past their end. */
    async list(q: Queryable, now: Date, id: string | null = null): Promise<OperatorListRow[]> {
      return q.query<OperatorListRow>(
        `select o.id, o.email, o.role, o.must_change_password, o.totp_enabled_at, o.disabled_at,
                o.password_expires_at, o.created_at,
                (select count(*)::int from operator_sessions s
                  where s.operator_id = o.id and s.revoked_at is null and s.expires_at > $1) as live_sessions
           from operators o where $2::uuid is null or o.id = $2::uuid order by o.email`,
        [now, id],
      );
    },
    /** The brands of the operators given (not of owners, who have every brand and none listed). */
    async brandsOf(q: Queryable, ids: readonly string[]) {
      return q.query<{ operator_id: string; id: string; code: string; name: string }>(
        `select ob.operator_id, b.id, b.code, b.name from operator_brands ob join brands b on b.id = ob.brand_id
          where ob.operator_id = any($1::uuid[]) order by b.code`,
        [ids],
      );
    },
    /**
     * The owner's reset: a new one-time password that expires, the second factor and the recovery
     * codes gone, so the next sign-in enrols TOTP again.
     */
    async resetCredentials(q: Queryable, id: string, hash: string, expiresAt: Date, now: Date): Promise<void> {
      await q.query(
        `update operators set password_hash = $2, must_change_password = true, password_expires_at = $3,
                totp_secret_sealed = null, totp_enabled_at = null, totp_last_step = null, updated_at = $4
          where id = $1`,
        [id, hash, expiresAt, now],
      );
      await q.query('delete from operator_recovery_codes where operator_id = $1', [id]);
    },
    /** Disables (a date) or enables (null) an operator. */
    async setDisabled(q: Queryable, id: string, disabledAt: Date | null, now: Date): Promise<void> {
      await q.query('update operators set disabled_at = $2, updated_at = $3 where id = $1', [id, disabledAt, now]);
    },
    async brandIdsOf(q: Queryable, id: string): Promise<string[]> {
      const rows = await q.query<{ brand_id: string }>(
        'select brand_id from operator_brands where operator_id = $1 order by brand_id',
        [id],
      );
      return rows.map((r) => r.brand_id);
    },
    async brands(q: Queryable, ids: readonly string[] | null) {
      return q.query<{ id: string; code: string; name: string }>(
        `select id, code, name from brands where $1::uuid[] is null or id = any($1::uuid[]) order by code`,
        [ids],
      );
    },
    async brandIdsByCode(q: Queryable, codes: readonly string[]) {
      return q.query<{ id: string; code: string }>('select id, code from brands where code = any($1::text[])', [codes]);
    },
    async insert(
      q: Queryable,
      o: {
        email: string;
        passwordHash: string;
        role: OperatorRole;
        mustChangePassword: boolean;
        passwordExpiresAt: Date | null;
        totpSecretSealed?: string | null;
        totpEnabledAt?: Date | null;
        brandIds: readonly string[];
      },
    ): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `insert into operators (email, password_hash, role, must_change_password, password_expires_at,
                                totp_secret_sealed, totp_enabled_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          o.email,
          o.passwordHash,
          o.role,
          o.mustChangePassword,
          o.passwordExpiresAt,
          o.totpSecretSealed ?? null,
          o.totpEnabledAt ?? null,
        ],
      );
      for (const brandId of o.brandIds)
        await q.query('insert into operator_brands (operator_id, brand_id) values ($1, $2)', [row!.id, brandId]);
      return row!.id;
    },
    async setPendingTotp(q: Queryable, id: string, sealed: string, now: Date): Promise<void> {
      await q.query(
        `update operators set totp_secret_sealed = $2, updated_at = $3 where id = $1 and totp_enabled_at is null`,
        [id, sealed, now],
      );
    },
    async enableTotp(q: Queryable, id: string, step: number, now: Date): Promise<void> {
      await q.query('update operators set totp_enabled_at = $3, totp_last_step = $2, updated_at = $3 where id = $1', [
        id,
        step,
        now,
      ]);
    },
    /** Takes a time step if it is newer than the last accepted one; false when it was (or an older one) used. */
    async acceptStep(q: Queryable, id: string, step: number): Promise<boolean> {
      const rows = await q.query(
        `update operators set totp_last_step = $2
          where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
        [id, step],
      );
      return rows.length === 1;
    },
    async setPassword(q: Queryable, id: string, hash: string, now: Date): Promise<void> {
      await q.query(
        `update operators set password_hash = $2, must_change_password = false, password_expires_at = null,
                updated_at = $3 where id = $1`,
        [id, hash, now],
      );
    },
    /** A new one-time password for an operator who has not chosen one yet; false when the operator has. */
    async reissueOneTimePassword(q: Queryable, id: string, hash: string, expiresAt: Date, now: Date): Promise<boolean> {
      const rows = await q.query(
        `update operators set password_hash = $2, password_expires_at = $3, updated_at = $4
          where id = $1 and must_change_password returning id`,
        [id, hash, expiresAt, now],
      );
      return rows.length === 1;
    },
    ...recoveryCodes('operator_recovery_codes', 'operator_id'),
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
