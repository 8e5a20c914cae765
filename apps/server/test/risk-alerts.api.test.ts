import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/lib/clock.ts';
import { newOperator, useBrandIds, type Operator } from './admin-helpers.ts';
import { outboxMails } from './eml.ts';
import { insertCase } from './risk-helpers.ts';
import { useTestApp } from './test-app.ts';

const MINUTE = 60_000;

describe('risk alerts: a digest of new cases above the threshold, at most one an hour per operator', () => {
  const clock = manualClock(new Date('2026-06-01T09:00:00Z'));
  const t = useTestApp({ clock });
  const brands = useBrandIds(t);
  const ops = {} as Record<'risk' | 'riskOfBluewave' | 'admin' | 'support' | 'finance' | 'owner', Operator>;

  const alerts = () => t.app.modules.adminRisk.services.riskAlerts.flush();
  /** The digests an operator has received: the queue delivered first (a pass kicks it; it may not have run yet). */
  const digests = async (op: Operator) => {
    await t.app.modules.mail.services.mailDispatcher.flush();
    return (await outboxMails(t.outboxDir, op.email)).filter((mail) => mail.kind === 'riskDigest');
  };

  beforeAll(async () => {
    ops.risk = await newOperator(t, 'risk', ['northwind']);
    ops.riskOfBluewave = await newOperator(t, 'risk', ['bluewave']);
    ops.admin = await newOperator(t, 'brand_admin', ['northwind']);
    ops.support = await newOperator(t, 'support', ['northwind']);
    ops.finance = await newOperator(t, 'finance', ['northwind']);
    ops.owner = await newOperator(t, 'owner');
    // Only what this suite opens is told of: the seeded database has no case.
    expect(await t.db.query('select 1 from risk_cases')).toEqual([]);
  });

  it('tells the brand’s risk operators, its admins and the owners, once, and marks the case alerted', async () => {
    const first = await insertCase(t.db, { brandId: brands.northwind, signal: 'copy', score: 0.9 });
    const low = await insertCase(t.db, { brandId: brands.northwind, signal: 'hedge', score: 0.2 });
    expect(await alerts()).toBeGreaterThanOrEqual(3);
    for (const op of [ops.risk, ops.admin, ops.owner]) {
      const mails = await digests(op);
      expect(mails, op.email).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Risk desk: 1 new case(s) to review');
      expect(mails[0]!.text).toContain('Copy trading · score 90 %');
    }
    for (const op of [ops.riskOfBluewave, ops.support, ops.finance]) expect(await digests(op), op.email).toEqual([]);
    const rows = await t.db.query<{ id: string; alerted: boolean }>(
      'select id, alerted_at is not null as alerted from risk_cases where id = any($1::uuid[])',
      [[first, low]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.alerted]))).toEqual({ [first]: true, [low]: false });
    // nothing new: nothing sent
    expect(await alerts()).toBe(0);
    expect(await digests(ops.risk)).toHaveLength(1);
  });

  it('holds a new case for an operator told within the hour, and sends it in their next digest', async () => {
    clock.advance(20 * MINUTE);
    const second = await insertCase(t.db, { brandId: brands.northwind, signal: 'hedge', score: 0.7 });
    const bluewave = await insertCase(t.db, { brandId: brands.bluewave, signal: 'identity', score: 0.8 });
    await alerts();
    // Bluewave's analyst was never told: told now; the others wait for their hour
    expect(await digests(ops.riskOfBluewave)).toHaveLength(1);
    for (const op of [ops.risk, ops.admin, ops.owner]) expect(await digests(op), op.email).toHaveLength(1);
    const [pending] = await t.db.query<{ alerted: boolean }>(
      'select alerted_at is not null as alerted from risk_cases where id = $1',
      [second],
    );
    expect(pending!.alerted).toBe(false);

    clock.advance(39 * MINUTE);
    await alerts();
    expect(await digests(ops.risk)).toHaveLength(1);

    clock.advance(1 * MINUTE);
    await alerts();
    const risk = await digests(ops.risk);
    expect(risk).toHaveLength(2);
    expect(risk[1]!.text).toContain('Hedging across accounts · score 70 %');
    expect(risk[1]!.text).not.toContain('Copy trading');
    const owner = await digests(ops.owner);
    expect(owner).toHaveLength(2);
    expect(owner[1]!.subject).toBe('Risk desk: 2 new case(s) to review'); // Northwind's and Bluewave's
    const alerted = await t.db.query<{ alerted: boolean }>(
      'select alerted_at is not null as alerted from risk_cases where id = any($1::uuid[])',
      [[second, bluewave]],
    );
    expect(alerted.map((r) => r.alerted)).toEqual([true, true]);
  });

  it('tells no one of a case decided before its alert', async () => {
    clock.advance(2 * 60 * MINUTE);
    await insertCase(t.db, { brandId: brands.northwind, signal: 'copy', score: 0.95, status: 'cleared' });
    expect(await alerts()).toBe(0);
  });
});
