import type { Db } from '../../db/client.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import { listReads, type ListExport } from '../admin-operators/list-export.ts';
import type { DashboardService } from '../evaluation/dashboard/dashboard.service.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import type { AccountListRow, AdminAccountsRepository } from './admin-accounts.repository.ts';
import { ACCOUNT_COLUMNS } from './accounts-export.ts';

export const accountRowView = (r: AccountListRow) => ({
  id: r.id,
  brandId: r.brand_id,
  userId: r.user_id,
  email: r.email,
  login: r.login,
  platformId: r.platform_id,
  platformAccountId: r.platform_account_id,
  packageId: r.package_id,
  packageName: r.package_name,
  phase: r.is_funded ? null : r.stage,
  stage: r.stage,
  isFunded: r.is_funded,
  status: r.status,
  accountSize: r.account_size,
  currency: r.currency,
  balance: r.balance,
  equity: r.equity,
  orderId: r.order_id,
  createdAt: r.created_at.toISOString(),
});

/** The back office's trader accounts: reads only, within the caller's brands (changes: account-admin.service). */
export function createAdminAccountsService(deps: {
  db: Db;
  adminAccountsRepository: AdminAccountsRepository;
  dashboardService: DashboardService;
  traderAccountsService: TraderAccountsService;
  listExport: ListExport;
}) {
  const repo = deps.adminAccountsRepository;
  return {
    ...listReads(deps, 'accounts', repo, accountRowView, ACCOUNT_COLUMNS),

    /** The trader's dashboard numbers, unknown and other brands' accounts alike refused (403/-50). */
    dashboard: (caller: AdminCaller, id: string) =>
      deps.dashboardService.forFirm(id, (brandId) => assertInScope(caller, brandId)),

    async events(caller: AdminCaller, id: string, page: { cursor?: string | undefined; pageSize: number }) {
      const account = await deps.traderAccountsService.peekById(deps.db, id);
      assertInScope(caller, account?.brandId);
      const { rows, ...rest } = await repo.events(deps.db, account!.id, page);
      return {
        ...rest,
        items: rows.map((r) => ({ type: r.type, time: r.time.toISOString(), data: r.data })),
      };
    },
  };
}
export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
