import type { OperatorRole } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { inScope } from '../../domain/operators/permissions.ts';
import { Refusal } from '../../domain/result.ts';
import { isUuid } from '../../lib/ids.ts';
import { ResultCode } from '@portal/contract';

/** Whoever makes an admin call: an operator's session or an API key, with what it may reach. */
export type AdminCaller = {
  actorType: 'operator' | 'api_key';
  /** the operator's or the key's id */
  actorId: string;
  /** the operator's e-mail, or the key's name */
  email: string;
  role: OperatorRole | null;
  scope: BrandScope;
  ip: string;
  /** the operator session's id (undefined for a key) */
  sessionId?: string;
};

/** 403 with -50: the caller may not (a role, a brand scope, CSRF, a password to change first). */
export const forbidden = (data: unknown = null): never => {
  throw new Refusal(ResultCode.NotAuthorized, data, 403);
};

/**
 * One rule for targets out of reach (docs/decisions/013-operators-and-admin-api.md): another brand's target
 * answers exactly as an unknown one, 403/-50, so a scoped caller cannot learn what exists elsewhere.
 */
export function assertInScope(caller: AdminCaller, brandId: string | undefined): asserts brandId is string {
  if (!brandId || !inScope(caller.scope, brandId)) forbidden();
}

/**
 * A page of a console list within the caller's brands: a brand filter out of reach answers 403/-50 before
 * anything is read, and `read` is given the caller's scope.
 */
export async function pageInScope<R, V, P extends { rows: R[] }>(
  caller: AdminCaller,
  brandId: string | undefined,
  read: (scope: BrandScope) => Promise<P>,
  view: (row: R) => V,
): Promise<Omit<P, 'rows'> & { items: V[] }> {
  if (brandId) assertInScope(caller, brandId);
  const { rows, ...rest } = await read(caller.scope);
  return { ...rest, items: rows.map((r) => view(r)) };
}

/**
 * A target read by its id if the caller may reach it (`brandOf` names its brand): an id that is no uuid, an
 * unknown target and another brand's all answer 403/-50, as `assertInScope` does.
 */
export async function inReach<R>(
  caller: AdminCaller,
  id: string,
  read: (id: string) => Promise<R | undefined>,
  brandOf: (row: R) => string,
): Promise<R> {
  const row = isUuid(id) ? await read(id) : undefined;
  assertInScope(caller, row && brandOf(row));
  return row!;
}

/** The brand of a row that names it in brand_id, for `inReach` and `reachableById`. */
export const brandOfRow = (row: { brand_id: string }) => row.brand_id;

/** A repository that reads one row by id, locked for a change when `forUpdate`. */
type ById<R> = { byId(q: Queryable, id: string, forUpdate?: boolean): Promise<R | undefined> };

/** `inReach` over such a repository: `reachable(q, caller, id, forUpdate?)` reads the row only if it is the caller's. */
export const reachableById =
  <R>(repo: ById<R>, brandOf: (row: R) => string) =>
  (q: Queryable, caller: AdminCaller, id: string, forUpdate = false) =>
    inReach(caller, id, (id) => repo.byId(q, id, forUpdate), brandOf);
