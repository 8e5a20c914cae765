import type { AuditEntry, AuditFilters, AuditQuery, CursorPage } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { inOrder, keysetBatches, keysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';

export type AuditActor = {
  type: 'operator' | 'api_key' | 'system';
  id: string | null;
  email: string | null;
  role: string | null;
  ip: string | null;
};

/** What changed: the action, its target and brand, and the target before and after. */
export type AuditChange = {
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  brandId?: string | null;
  before?: unknown;
  after?: unknown;
};

export type AuditRecord = AuditChange & { actor: AuditActor; at: Date };

type AuditRow = {
  id: string;
  at: Date;
  actor_type: AuditEntry['actorType'];
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  ip: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  brand_id: string | null;
  before: unknown;
  after: unknown;
};

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Per kind of target, the query naming those of the given ids (`$1`, uuid[]) that still exist. */
const TARGET_NAMES: Readonly<Record<string, string>> = {
  trader: 'select id::text as id, email as name from users where id = any($1::uuid[])',
  trader_account: 'select id::text as id, login as name from trader_accounts where id = any($1::uuid[])',
  order: 'select id::text as id, number as name from orders where id = any($1::uuid[])',
  payout: 'select id::text as id, number as name from payouts where id = any($1::uuid[])',
  kyc_case: `select c.id::text as id, u.email as name from kyc_cases c join users u on u.id = c.user_id
              where c.id = any($1::uuid[])`,
  kyc_contract: `select c.id::text as id, u.email as name from kyc_contracts c join users u on u.id = c.user_id
                  where c.id = any($1::uuid[])`,
  operator: 'select id::text as id, email as name from operators where id = any($1::uuid[])',
  api_key: 'select id::text as id, name from api_keys where id = any($1::uuid[])',
  brand: 'select id::text as id, name from brands where id = any($1::uuid[])',
  trading_package: 'select id::text as id, name from trading_packages where id = any($1::uuid[])',
  discount_code: 'select id::text as id, code as name from discount_codes where id = any($1::uuid[])',
  calendar_import: 'select id::text as id, file_name as name from calendar_imports where id = any($1::uuid[])',
  risk_case: 'select id::text as id, subject as name from risk_cases where id = any($1::uuid[])',
};

/** The key of a target in `targetNames`' answer. */
export const targetKey = (type: string, id: string) => `${type} ${id.toLowerCase()}`;

const AUDIT_LIST = {
  select: `id::text as id, at, actor_type, actor_id, actor_email, actor_role, ip, action, target_type, target_id,
    brand_id, before, after`,
  from: 'from audit_log',
  key: 'at',
  id: 'id',
  idType: 'bigint',
} as const;

/** The filters as a WHERE clause within the scope (entries of no brand are the owner's to read). */
function auditFilter(scope: BrandScope, f: AuditFilters) {
  const filter = sqlFilter();
  if (!scope.all) filter.add('brand_id = any(?::uuid[])', scope.brandIds);
  if (f.actorId) filter.add('actor_id = ?', f.actorId);
  // the e-mail as it was when the entry was written (audit_log_actor_email_at): an operator whose address changed
  // since is found by the address of the time
  if (f.actorEmail) filter.add('lower(actor_email) = ?', f.actorEmail);
  if (f.action) filter.add('action = ?', f.action);
  if (f.targetType) filter.add('target_type = ?', f.targetType);
  if (f.targetId) filter.add('target_id = ?', f.targetId);
  if (f.brandId) filter.add('brand_id = ?::uuid', f.brandId);
  if (f.from) filter.add('at >= ?::timestamptz', f.from);
  if (f.to) filter.add('at < ?::timestamptz', f.to);
  return filter;
}

const entryView = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actorType: r.actor_type,
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  actorRole: r.actor_role,
  ip: r.ip,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  targetLabel: null,
  brandId: r.brand_id,
  before: r.before,
  after: r.after,
});

/** The append-only audit log (the table's trigger refuses UPDATE and DELETE; this module has neither). */
export function createAuditRepository() {
  return {
    async insert(q: Queryable, r: AuditRecord): Promise<void> {
      await q.query(
        `insert into audit_log (at, actor_type, actor_id, actor_email, actor_role, ip, action, target_type, target_id,
                                brand_id, before, after)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          r.at,
          r.actor.type,
          r.actor.id,
          r.actor.email,
          r.actor.role,
          r.actor.ip,
          r.action,
          r.targetType ?? null,
          r.targetId ?? null,
          r.brandId ?? null,
          json(r.before),
          json(r.after),
        ],
      );
    },
    /** A page of entries, newest first, within the scope (entries of no brand are the owner's to read). */
    async list(q: Queryable, scope: BrandScope, f: AuditQuery): Promise<CursorPage<AuditEntry>> {
      const { rows, ...page } = await keysetPage<AuditRow>(q, inOrder(AUDIT_LIST, f.order), auditFilter(scope, f), f);
      return { ...page, items: rows.map(entryView) };
    },
    /** Every entry the filters keep, newest first, a batch at a time (the CSV export). */
    async *batches(q: Queryable, scope: BrandScope, f: AuditFilters): AsyncGenerator<AuditEntry[]> {
      for await (const rows of keysetBatches<AuditRow>(q, inOrder(AUDIT_LIST, f.order), auditFilter(scope, f)))
        yield rows.map(entryView);
    },
    /**
     * What the given audit targets are called (`targetKey` → name): one query per kind of target present. A
     * target of a kind without a name, or one that no longer exists, is not in the answer.
     */
    async targetNames(
      q: Queryable,
      targets: ReadonlyArray<{ type: string | null; id: string | null }>,
    ): Promise<Map<string, string>> {
      const idsByType = new Map<string, Set<string>>();
      for (const { type, id } of targets) {
        if (!type || !id || !Object.hasOwn(TARGET_NAMES, type) || !UUID.test(id)) continue;
        idsByType.set(type, (idsByType.get(type) ?? new Set()).add(id.toLowerCase()));
      }
      const names = new Map<string, string>();
      for (const [type, ids] of idsByType) {
        const rows = await q.query<{ id: string; name: string | null }>(TARGET_NAMES[type]!, [[...ids]]);
        for (const row of rows) if (row.name) names.set(targetKey(type, row.id), row.name);
      }
      return names;
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
