import { describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client.ts';
import { migrationSteps } from './migration-steps.ts';

// Migration 0048: the end of an import's replay, shared by every stage of the import.
describe('migration 0048: when an import’s replay ends', () => {
  const steps = migrationSteps('0048');
  const importId = '00000000-0000-4000-8000-0000000000c1';
  const importedAt = '2026-11-28T09:55:00.000Z';

  it('gives each stage of an import made before it the import’s catch-up window, and a bought account none', async () => {
    const db = await steps.before();
    // Rows as the previous code stored them (owners, brand and package beside the point: no foreign keys checked).
    const insert = (q: Queryable, login: string, stage: number, imported: { at: string | null } | null) =>
      q.query(
        `insert into trader_accounts (brand_id, user_id, package_id, package_name, trader_package_type, group_name,
                account_size, currency, platform_id, stage, status, rules, leverage, login, balance, equity,
                origin, import_id, imported_at, package_snapshot)
         values (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'P', 'twoStep', 'G', 1000000, 'USD', 'p',
                 $2, 1, '{}', 100, $1, 1000000, 1000000, $3, $4, $5, $6)`,
        [
          login,
          stage,
          imported ? 'import' : 'order',
          imported ? importId : null,
          imported?.at ?? null,
          imported ? '{}' : null,
        ],
      );
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await insert(tx, 'imported', 1, { at: importedAt });
      await insert(tx, 'next-stage', 2, { at: null });
      await insert(tx, 'bought', 1, null);
    });

    expect(await steps.rest()).toEqual(steps.later);

    const rows = await db.query<{ login: string; replay_ends_at: Date | null }>(
      'select login, replay_ends_at from trader_accounts order by login',
    );
    const end = new Date(Date.parse(importedAt) + 15 * 60_000);
    expect(rows).toEqual([
      { login: 'bought', replay_ends_at: null },
      { login: 'imported', replay_ends_at: end },
      { login: 'next-stage', replay_ends_at: end },
    ]);
  });
});
