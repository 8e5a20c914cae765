import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { SECOND_FACTOR_TRIES } from '../src/modules/admin-operators/operator-auth.service.ts';
import { DELAY_FROM, FAILURES_BEFORE_CAPTCHA } from '../src/lib/login-guard.ts';
import { useTestApp } from './test-app.ts';
import { adminCall, newOperator, passwordStep, type Agent } from './admin-helpers.ts';

// PostgreSQL only (*.pg.api.test.ts): codes sent at once, each on its own connection.
describe('operators’ second factor under concurrency: each code takes its try before it is checked', () => {
  const t = useTestApp();

  let net = 0;
  /** 30 codes at once, each from its own address (the route's per-address rate limit is not what is tested). */
  const burst = (agents: Agent[], captchaToken?: string) => {
    net += 1;
    return Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        adminCall(t, 'POST', ApiPath.adminTotpVerify, {
          agent: agents[i % agents.length],
          ip: `10.77.${net}.${i + 1}`,
          body: { code: '000000', ...(captchaToken ? { captchaToken } : {}) },
        }).then((r) => r.result),
      ),
    );
  };
  const count = (results: number[], code: number) => results.filter((r) => r === code).length;
  const auditedFailures = async (operatorId: string) =>
    (
      await t.db.query<{ after: { failures: number } }>(
        `select after from audit_log where action = 'auth.second_factor_failed' and target_id = $1`,
        [operatorId],
      )
    ).map((r) => r.after.failures);

  it('30 wrong codes at once on one session: 3 are checked, 27 meet the bot-check', async () => {
    expect(t.dialect).toBe('postgres');
    const op = await newOperator(t, 'support');
    const { agent } = await passwordStep(t, op, '198.51.100.60');
    const results = await burst([agent]);
    expect(count(results, ResultCode.InvalidCodeEntered)).toBe(FAILURES_BEFORE_CAPTCHA);
    expect(count(results, ResultCode.BotCheckRequired)).toBe(30 - FAILURES_BEFORE_CAPTCHA);
    expect(await auditedFailures(op.id)).toHaveLength(FAILURES_BEFORE_CAPTCHA);
  });

  it('30 bot-checked wrong codes at once over six sign-ins: 5 are checked, the rest wait (429)', async () => {
    const op = await newOperator(t, 'support');
    const ip = '198.51.100.61';
    const agents: Agent[] = [];
    for (let i = 0; i < 6; i++) agents.push((await passwordStep(t, op, ip)).agent);
    const results = await burst(agents, 'test-token');
    expect(count(results, ResultCode.InvalidCodeEntered)).toBe(DELAY_FROM);
    expect(
      results.filter((r) => r !== ResultCode.InvalidCodeEntered).every((r) => r === ResultCode.TechnicalError),
    ).toBe(true);
    expect(await auditedFailures(op.id)).toHaveLength(DELAY_FROM);
  });

  it('30 bot-checked codes at once on one session: it gives at most its 5 tries, each numbered once', async () => {
    const op = await newOperator(t, 'support');
    const ip = '198.51.100.62';
    const { agent } = await passwordStep(t, op, ip);
    await burst([agent], 'test-token');
    const tries = await auditedFailures(op.id);
    expect(tries.length).toBeLessThanOrEqual(SECOND_FACTOR_TRIES);
    expect(new Set(tries).size).toBe(tries.length);
  });
});
