import { type AdminPackage, type AdminPackageCreateRequest, type AdminPackageUpdateRequest } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { packageProblems } from '../../domain/catalogue/package-check.ts';
import { scalingPlanProblems } from '../../domain/scaling/scaling-review.ts';
import { invalidRequest } from '../../domain/result.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { AdminPackageRow, PackageValues, PackagesAdminRepository } from './packages-admin.repository.ts';
import { catalogueTable } from './catalogue-table.ts';
import { termsView } from '../packages/package-row.ts';
import { ruleSentences, textLanguage } from './rule-texts.ts';

const view = (r: AdminPackageRow, lang: string): AdminPackage => {
  const account = { accountSize: r.account_size, currency: r.currency };
  return {
    id: r.id,
    brandId: r.brand_id,
    code: r.code,
    ...termsView(r),
    platform: { id: r.platform_id, name: r.platform_name, type: r.platform_type },
    phases: r.phases.map((p) => ({ index: p.index, rules: p.rules, sentences: ruleSentences(p.rules, account, lang) })),
    funded: { rules: r.funded_rules, sentences: ruleSentences(r.funded_rules, account, lang) },
    scalingPlan: r.scaling_plan,
    sortOrder: r.sort_order,
    visible: r.is_active,
    createdAt: r.created_at.toISOString(),
    secondChance: r.second_chance,
  };
};

/** What the audit keeps of a package: its terms, without the computed texts. */
const auditView = (r: AdminPackageRow) => ({
  code: r.code,
  ...termsView(r),
  platformId: r.platform_id,
  phases: r.phases,
  funded: r.funded_rules,
  scalingPlan: r.scaling_plan,
  sortOrder: r.sort_order,
  visible: r.is_active,
  secondChance: r.second_chance,
});

/** Request fields over stored values (a stored row's, or none): the given ones replace, the others stay. */
const merged = (v: PackageValues, u: AdminPackageUpdateRequest): PackageValues => ({
  name: u.name ?? v.name,
  account_size: u.accountSize ?? v.account_size,
  currency: u.currency ?? v.currency,
  price: u.price ?? v.price,
  platform_id: u.platformId ?? v.platform_id,
  trader_package_type: u.traderPackageType ?? v.trader_package_type,
  group_name: u.group ?? v.group_name,
  phases: u.phases ?? v.phases,
  funded_rules: u.funded ?? v.funded_rules,
  scaling_plan: u.scalingPlan === undefined ? (v.scaling_plan ?? null) : u.scalingPlan,
  profit_split_percent: u.profitSplitPercent ?? v.profit_split_percent,
  leverage: u.leverage ?? v.leverage,
  refundable_fee: u.refundableFee ?? v.refundable_fee,
  is_popular: u.isPopular ?? v.is_popular,
  sort_order: u.sortOrder ?? v.sort_order,
  second_chance: u.secondChance === undefined ? (v.second_chance ?? null) : u.secondChance,
});

/**
 * The firm's packages. A change applies to orders placed after it: an order keeps the package as bought
 * (orders/order-snapshot.ts), and an account its rules, so nothing here reaches back. Packages are never
 * deleted (orders reference them): hiding one stops new orders (packagesService.require sees visible ones only).
 */
export function createPackagesAdminService(deps: {
  db: Db;
  packagesAdminRepository: PackagesAdminRepository;
  audit: Audit;
}) {
  const repo = deps.packagesAdminRepository;
  const table = catalogueTable(deps.db, repo, 'trading_package');
  const { reachable, target } = table;

  async function checked(q: Queryable, v: PackageValues) {
    const problems = packageProblems({
      traderPackageType: v.trader_package_type,
      phases: v.phases,
      funded: v.funded_rules,
    });
    problems.push(...scalingPlanProblems(v.scaling_plan, v.account_size));
    if (!(await repo.platformExists(q, v.platform_id)))
      problems.push({ path: 'platformId', message: 'validation.unknownPlatform' });
    if (problems.length) invalidRequest(problems);
  }

  return {
    async list(
      caller: AdminCaller,
      f: { brandId: string; page: number; pageSize: number; includeHidden: boolean; lang?: string | undefined },
    ) {
      const { rows, totalCount } = await table.page(caller, f);
      const lang = textLanguage(f.lang);
      return { items: rows.map((r) => view(r, lang)), totalCount };
    },

    get: async (caller: AdminCaller, id: string, lang?: string) =>
      view(await reachable(deps.db, caller, id), textLanguage(lang)),

    async create(caller: AdminCaller, req: AdminPackageCreateRequest) {
      assertInScope(caller, req.brandId);
      return deps.db.transaction(async (tx) => {
        const values = merged({} as PackageValues, req);
        await checked(tx, values);
        await table.refuseTakenCode(tx, req.brandId, req.code);
        const id = await repo.insert(tx, req.brandId, req.code, values, req.visible);
        const row = (await repo.byId(tx, id))!;
        await deps.audit.record(tx, caller, {
          action: 'catalogue.packageCreated',
          ...target(id, req.brandId),
          before: null,
          after: auditView(row),
        });
        return view(row, 'en');
      });
    },

    async update(caller: AdminCaller, id: string, req: AdminPackageUpdateRequest) {
      return deps.db.transaction(async (tx) => {
        const before = await reachable(tx, caller, id, true);
        const values = merged(before, req);
        await checked(tx, values);
        await repo.update(tx, id, values);
        const after = (await repo.byId(tx, id))!;
        await deps.audit.record(tx, caller, {
          action: 'catalogue.packageUpdated',
          ...target(id, before.brand_id),
          before: auditView(before),
          after: auditView(after),
        });
        return view(after, 'en');
      });
    },

    async setVisible(caller: AdminCaller, id: string, visible: boolean) {
      return deps.db.transaction(async (tx) => {
        const before = await reachable(tx, caller, id, true);
        await repo.setVisible(tx, id, visible);
        await deps.audit.record(tx, caller, {
          action: visible ? 'catalogue.packageShown' : 'catalogue.packageHidden',
          ...target(id, before.brand_id),
          before: { visible: before.is_active },
          after: { visible },
        });
        return view({ ...before, is_active: visible }, 'en');
      });
    },
  };
}
export type PackagesAdminService = ReturnType<typeof createPackagesAdminService>;
