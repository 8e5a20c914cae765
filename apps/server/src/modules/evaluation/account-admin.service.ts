import type { Db } from '../../db/client.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';

/**
 * The firm's hand on an account: the blocked statuses of SPEC §4 (15-18), which also stop trading on the
 * platform. A blocked account's events are still taken in (its numbers stay true), but no verdict moves it.
 */
export function createAccountAdminService(deps: { db: Db; traderAccountsService: TraderAccountsService }) {
  const accounts = deps.traderAccountsService;
  return {
    async block(brandId: string, id: string, status: 15 | 16 | 17 | 18) {
      return deps.db.transaction(async (tx) => {
        const found = await accounts.ofBrand(tx, brandId, id);
        const account = await accounts.lock(tx, found.id);
        await accounts.close(tx, account, status);
        return { traderAccountId: account.id, status };
      });
    },
  };
}
export type AccountAdminService = ReturnType<typeof createAccountAdminService>;
