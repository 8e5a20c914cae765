import {
  type AdminDiscountCode,
  type AdminDiscountCodeCreateRequest,
  type AdminDiscountCodeUpdateRequest,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { invalidRequest, type RequestIssue } from '../../domain/result.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import { catalogueTable } from './catalogue-table.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type {
  AdminDiscountRow,
  DiscountCodesAdminRepository,
  DiscountTerms,
} from './discount-codes-admin.repository.ts';

const view = (r: AdminDiscountRow): AdminDiscountCode => ({
  id: r.id,
  brandId: r.brand_id,
  code: r.code,
  kind: r.kind,
  value: r.value,
  currency: r.currency,
  expiresAt: r.expires_at?.toISOString() ?? null,
  usageLimit: r.usage_limit,
  usedCount: r.used_count,
  packageIds: r.package_ids,
  isActive: r.is_active,
  createdAt: r.created_at.toISOString(),
});

/**
 * Discount codes as the firm manages them. The trader side (orders/discounts.repository.ts with
 * domain/orders/discount-check.ts) reads the same row at each use, so a change of terms applies to the next
 * preview or order; an order already placed keeps its price and discount. Codes are deactivated, never deleted:
 * orders name them.
 */
export function createDiscountCodesAdminService(deps: {
  db: Db;
  discountCodesAdminRepository: DiscountCodesAdminRepository;
  audit: Audit;
}) {
  const repo = deps.discountCodesAdminRepository;
  const table = catalogueTable(deps.db, repo, 'discount_code');
  const { reachable, target } = table;

  /** Terms the table's checks would refuse, refused first with a reason a console can show. */
  async function checked(q: Queryable, brandId: string, t: DiscountTerms, usedCount: number) {
    const issues: RequestIssue[] = [];
    if (t.kind === 'percent' && t.value > 100) issues.push({ path: 'value', message: 'validation.percent' });
    if (t.kind === 'fixed' && !t.currency) issues.push({ path: 'currency', message: 'validation.currencyRequired' });
    if (t.kind === 'percent' && t.currency) issues.push({ path: 'currency', message: 'validation.percentNoCurrency' });
    if (t.usageLimit !== null && t.usageLimit < usedCount)
      issues.push({ path: 'usageLimit', message: 'validation.usageLimitBelowUsed', detail: String(usedCount) });
    if (t.packageIds) {
      const unique = [...new Set(t.packageIds)];
      if ((await repo.countBrandPackages(q, brandId, unique)) !== unique.length)
        issues.push({ path: 'packageIds', message: 'validation.packagesOfBrand' });
    }
    if (issues.length) invalidRequest(issues);
  }

  return {
    async list(caller: AdminCaller, f: { brandId: string; cursor?: string | undefined; pageSize: number }) {
      const { rows, ...position } = await table.page(caller, f);
      return { items: rows.map(view), ...position };
    },

    get: async (caller: AdminCaller, id: string) => view(await reachable(deps.db, caller, id)),

    /** The orders that used the code, newest first: its use as the firm reads it (used / limit is on the code). */
    async orders(caller: AdminCaller, id: string, p: { cursor?: string | undefined; pageSize: number }) {
      await reachable(deps.db, caller, id);
      const { rows, ...position } = await repo.orders(deps.db, id, p);
      return {
        ...position,
        items: rows.map((o) => ({
          id: o.id,
          number: o.number,
          status: o.status,
          packageId: o.package_id,
          price: o.price,
          discount: o.discount,
          total: o.total,
          currency: o.currency,
          holdsUse: o.discount_use_held,
          createdAt: o.created_at.toISOString(),
        })),
      };
    },

    async create(caller: AdminCaller, req: AdminDiscountCodeCreateRequest) {
      assertInScope(caller, req.brandId);
      return deps.db.transaction(async (tx) => {
        await checked(tx, req.brandId, req, 0);
        await table.refuseTakenCode(tx, req.brandId, req.code);
        const id = await repo.insert(tx, req.brandId, req.code, req);
        const after = view((await repo.byId(tx, id))!);
        await deps.audit.record(tx, caller, {
          action: 'catalogue.discountCreated',
          ...target(id, req.brandId),
          before: null,
          after,
        });
        return after;
      });
    },

    async update(caller: AdminCaller, id: string, req: AdminDiscountCodeUpdateRequest) {
      return deps.db.transaction(async (tx) => {
        // Locked: a concurrent order taking a use waits, so the limit is checked against the true count.
        const before = await reachable(tx, caller, id, true);
        await checked(tx, before.brand_id, req, before.used_count);
        await repo.update(tx, id, req);
        const after = view((await repo.byId(tx, id))!);
        await deps.audit.record(tx, caller, {
          action: 'catalogue.discountUpdated',
          ...target(id, before.brand_id),
          before: view(before),
          after,
        });
        return after;
      });
    },

    async deactivate(caller: AdminCaller, id: string) {
      return deps.db.transaction(async (tx) => {
        const before = await reachable(tx, caller, id, true);
        await repo.deactivate(tx, id);
        const after = view({ ...before, is_active: false });
        await deps.audit.record(tx, caller, {
          action: 'catalogue.discountDeactivated',
          ...target(id, before.brand_id),
          before: { isActive: before.is_active },
          after: { isActive: false },
        });
        return after;
      });
    },
  };
}
export type DiscountCodesAdminService = ReturnType<typeof createDiscountCodesAdminService>;
