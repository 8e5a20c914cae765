import { ResultCode } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { refuse } from '../../domain/result.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { EvaluatedAccount, TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';

/** The statuses a firm blocks an account with (SPEC §4). */
export type BlockStatus = 15 | 16 | 17 | 18;

const view = (a: EvaluatedAccount) => ({
  id: a.id,
  brandId: a.brandId,
  login: a.login,
  platformId: a.platformId,
  stage: a.stage,
  isFunded: a.isFunded,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
});

/**
 * The firm's hand on an account: the blocked statuses of SPEC §4 (15-18), which also stop trading on the
 * platform, and lifting a block. A blocked account's events are still taken in (its numbers stay true), but
 * no verdict moves it. Every change is audited in its own transaction, with the status before and after.
 */
export function createAccountAdminService(deps: {
  db: Db;
  traderAccountsService: TraderAccountsService;
  audit: Audit;
}) {
  const accounts = deps.traderAccountsService;

  /** The account locked for the change, if the caller may reach it (unknown and out of scope: 403/-50). */
  async function reachable(tx: Queryable, caller: AdminCaller, id: string): Promise<EvaluatedAccount> {
    const account = await accounts.anyById(tx, id);
    assertInScope(caller, account?.brandId);
    return account!;
  }

  /** The change audited with the status before and after, and the call's answer. */
  async function statusChanged(
    tx: Queryable,
    caller: AdminCaller,
    account: EvaluatedAccount,
    action: 'accounts.blocked' | 'accounts.unblocked',
    status: number,
    reason: string,
  ) {
    await deps.audit.record(tx, caller, {
      action,
      targetType: 'trader_account',
      targetId: account.id,
      brandId: account.brandId,
      before: { status: account.status },
      after: { status, reason },
    });
    return { traderAccountId: account.id, status };
  }

  async function blockIn(tx: Queryable, caller: AdminCaller, id: string, status: BlockStatus, reason: string) {
    const account = await reachable(tx, caller, id);
    await accounts.block(tx, account, status);
    return statusChanged(tx, caller, account, 'accounts.blocked', status, reason);
  }

  return {
    get: (caller: AdminCaller, id: string) => deps.db.transaction(async (tx) => view(await reachable(tx, caller, id))),

    block(caller: AdminCaller, id: string, status: BlockStatus, reason: string) {
      return deps.db.transaction((tx) => blockIn(tx, caller, id, status, reason));
    },

    /** The block inside another decision's transaction (a confirmed risk case): the same change and audit entry. */
    blockIn,

    async unblock(caller: AdminCaller, id: string, reason: string) {
      return deps.db.transaction(async (tx) => {
        const account = await reachable(tx, caller, id);
        const status = await accounts.unblock(tx, account);
        // Not blocked by the firm: nothing to lift (a failed or passed account is not unblocked into trading).
        if (status === undefined) return refuse(ResultCode.RequestIsNotValid, { blocked: false });
        return statusChanged(tx, caller, account, 'accounts.unblocked', status, reason);
      });
    },
  };
}
export type AccountAdminService = ReturnType<typeof createAccountAdminService>;
