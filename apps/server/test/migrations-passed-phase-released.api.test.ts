import { describe, expect, it } from 'vitest';
import { ChallengeStatus } from '@portal/contract';
import type { Queryable } from '../src/db/client.ts';
import { migrationSteps } from './migration-steps.ts';

// Migration 0049: the passed last phase of a challenge whose funded account was released before the release moved it.
describe('migration 0049: a released challenge’s last phase reads passed', () => {
  const steps = migrationSteps('0049');
  const order = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

  it('moves the phase before a funded account with an approved contract from 10-12 to 4-6, and nothing else', async () => {
    const db = await steps.before();
    // Rows as the previous code stored them (owners, brand and package beside the point: no foreign keys checked).
    const account = async (q: Queryable, login: string, orderId: string, stage: number, status: number) => {
      const [row] = await q.query<{ id: string }>(
        `insert into trader_accounts (brand_id, user_id, order_id, package_id, package_name, trader_package_type,
                group_name, account_size, currency, platform_id, stage, is_funded, status, rules, leverage, login,
                balance, equity)
         values (gen_random_uuid(), gen_random_uuid(), $2, gen_random_uuid(), 'P', 'twoStep', 'G', 1000000, 'USD',
                 'p', $3, $5, $4, '{}', 100, $1, 1000000, 1000000)
         returning id`,
        [login, orderId, stage, status, stage === 3],
      );
      return row!.id;
    };
    const contract = (q: Queryable, accountId: string, status: number) =>
      q.query(
        `insert into kyc_contracts (brand_id, user_id, account_id, status, language, pdf_sha256)
         values (gen_random_uuid(), gen_random_uuid(), $1, $2, 'en', 'x')`,
        [accountId, status],
      );
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      // approved: the funded account released (3), its last phase still 11
      await account(tx, 'approved-1', order(1), 1, ChallengeStatus.Phase1CompletedKycSuccess);
      await account(tx, 'approved-2', order(1), 2, ChallengeStatus.Phase2CompletedKycNeeded);
      await contract(tx, await account(tx, 'approved-f', order(1), 3, ChallengeStatus.Stage3KycSuccess), 2);
      // signed, not yet decided: still waiting
      await account(tx, 'pending-2', order(2), 2, ChallengeStatus.Phase2CompletedKycNeeded);
      await contract(tx, await account(tx, 'pending-f', order(2), 3, ChallengeStatus.Stage3KycNeeded), 1);
      // rejected: the funded account disabled, the phase left as it was
      await account(tx, 'rejected-2', order(3), 2, ChallengeStatus.Phase2CompletedKycNeeded);
      await contract(tx, await account(tx, 'rejected-f', order(3), 3, ChallengeStatus.DisabledByContractRejected), 3);
    });

    expect(await steps.rest()).toEqual(steps.later);

    const rows = await db.query<{ login: string; status: number }>(
      'select login, status from trader_accounts order by login',
    );
    expect(Object.fromEntries(rows.map((r) => [r.login, r.status]))).toEqual({
      'approved-1': ChallengeStatus.Phase1CompletedKycSuccess,
      'approved-2': ChallengeStatus.Phase2CompletedKycSuccess,
      'approved-f': ChallengeStatus.Stage3KycSuccess,
      'pending-2': ChallengeStatus.Phase2CompletedKycNeeded,
      'pending-f': ChallengeStatus.Stage3KycNeeded,
      'rejected-2': ChallengeStatus.Phase2CompletedKycNeeded,
      'rejected-f': ChallengeStatus.DisabledByContractRejected,
    });
  });
});
