import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import { boughtAccount, startedAccount, pushOk, winningDays } from './evaluation-helpers.ts';

/** Certificates under real concurrency (PostgreSQL; PGlite has one connection). */
describe('certificates under concurrency (PostgreSQL)', () => {
  const t = useTestApp();
  beforeAll(async () => {
    expect(t.dialect).toBe('postgres');
  });

  const count = (key: string) =>
    t.db
      .query<{ n: number }>('select count(*)::int as n from certificates where milestone_key = $1', [key])
      .then((r) => r[0]!.n);

  it('a paid payout reported 20 times at once gets one certificate, and every call answers it', async () => {
    const who = await newTrader(t);
    const account = await boughtAccount(t, who, 'Two-Step Challenge 10K', 'northwind-webtrader');
    const [owner] = await t.db.query<{ user_id: string; brand_id: string }>(
      'select user_id, brand_id from trader_accounts where id = $1',
      [account.id],
    );
    const payout = {
      id: randomUUID(),
      accountId: account.id,
      traderId: owner!.user_id,
      brandId: owner!.brand_id,
      amount: 80_000,
      currency: 'USD',
      paidAt: new Date('2026-06-01T10:00:00.000Z'),
    };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.modules.certificates.services.certificatesService.issueForPaidPayout(payout),
      ),
    );
    expect(new Set(replies.map((r) => r?.shortId)).size).toBe(1);
    expect(replies[0]).not.toBeNull();
    expect(await count(`payout:${payout.id}`)).toBe(1);
  });

  it('the same passing batch pushed 5 times at once issues one phase certificate', async () => {
    const who = await newTrader(t);
    const a = await startedAccount(t, who, '2026-03-02T08:00:00.000Z');
    const batch = winningDays('2026-03-02T09:00:00.000Z', 4, 35_000);
    await Promise.all(Array.from({ length: 5 }, () => pushOk(t, a, batch)));
    expect(await count(`phase:${a.id}`)).toBe(1);
  });
});
