import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type OperatorRole } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { useTestApp } from './test-app.ts';
import {
  adminCall,
  agentFrom,
  newApiKey,
  newOperator,
  passwordStep,
  signedInAgain,
  type Agent,
  type Operator,
} from './admin-helpers.ts';

const url = (path: string, id: string) => path.replace(':id', id);
type AdminOperator = {
  id: string;
  email: string;
  role: OperatorRole;
  totpEnrolled: boolean;
  mustChangePassword: boolean;
  oneTimeExpiresAt: string | null;
  disabledAt: string | null;
  liveSessions: number;
  brands: { code: string }[];
};

describe('the owner manages operators: reset, end sessions, disable, enable', () => {
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  let owner: Operator;
  let ownerAgent: Agent;
  const t = useTestApp({ clock });
  beforeAll(async () => {
    owner = await newOperator(t, 'owner');
    ownerAgent = await signIn(owner);
  });

  const signIn = (op: Operator) => signedInAgain(t, clock, op);
  const post = (path: string, id: string, agent = ownerAgent) => adminCall(t, 'POST', url(path, id), { agent });
  const me = (agent: Agent) => adminCall(t, 'GET', ApiPath.adminMe, { agent });
  const auditOf = (action: string, id: string) =>
    t.db.query<{ actor_id: string; before: unknown; after: unknown }>(
      'select actor_id, before, after from audit_log where action = $1 and target_id = $2',
      [action, id],
    );

  it('lists the operators with their role, brands, second factor and live sessions; one by id', async () => {
    const support = await newOperator(t, 'support', ['northwind', 'bluewave']);
    await signIn(support);
    const list = await adminCall<{ items: AdminOperator[] }>(t, 'GET', ApiPath.adminOperators, { agent: ownerAgent });
    expect(list.status).toBe(200);
    const row = list.data.items.find((o) => o.id === support.id);
    expect(row).toMatchObject({
      email: support.email,
      role: 'support',
      totpEnrolled: true,
      mustChangePassword: false,
      disabledAt: null,
      liveSessions: 1,
      brands: [{ code: 'bluewave' }, { code: 'northwind' }],
    });
    expect(JSON.stringify(list.data)).not.toMatch(/argon2|password_hash|totp_secret/);
    const one = await adminCall<AdminOperator>(t, 'GET', url(ApiPath.adminOperator, support.id), { agent: ownerAgent });
    expect(one.data).toEqual(row);
    const unknown = await adminCall(t, 'GET', url(ApiPath.adminOperator, crypto.randomUUID()), { agent: ownerAgent });
    expect([unknown.status, unknown.result]).toEqual([403, ResultCode.NotAuthorized]);
  });

  it('reset: a one-time password (72 h) shown once, TOTP and recovery codes cleared, sessions ended, audited', async () => {
    const op = await newOperator(t, 'finance', ['northwind']);
    const agent = await signIn(op);
    await t.db.query("insert into operator_recovery_codes (operator_id, code_hash) values ($1, 'x')", [op.id]);
    const r = await post(ApiPath.adminOperatorReset, op.id);
    const data = r.data as { operator: AdminOperator; oneTimePassword: string; expiresAt: string };
    expect(r.status).toBe(200);
    expect(data.oneTimePassword).toMatch(/^.{20}$/);
    expect(data.expiresAt).toBe(new Date(clock.now().getTime() + 72 * 3_600_000).toISOString());
    expect(data.operator).toMatchObject({ totpEnrolled: false, mustChangePassword: true, liveSessions: 0 });
    // the live session ended; the old password no longer signs in; the new one leads to TOTP enrolment
    expect((await me(agent)).status).toBe(401);
    await expect(passwordStep(t, op)).rejects.toThrow(/refused: 200 -1/);
    const fresh = await passwordStep(t, { email: op.email, password: data.oneTimePassword });
    expect(fresh.reply.data).toEqual({ stage: 'second_factor', totpEnrolled: false, mustChangePassword: true });
    const [row] = await t.db.query<{ totp_secret_sealed: string | null; codes: number }>(
      `select totp_secret_sealed, (select count(*)::int from operator_recovery_codes where operator_id = $1) as codes
         from operators where id = $1`,
      [op.id],
    );
    expect(row).toEqual({ totp_secret_sealed: null, codes: 0 });
    const [entry] = await auditOf('operators.reset', op.id);
    expect(entry).toMatchObject({
      actor_id: owner.id,
      before: { totpEnrolled: true, mustChangePassword: false, liveSessions: 1 },
      after: { totpEnrolled: false, mustChangePassword: true, liveSessions: 0, oneTimeExpiresAt: data.expiresAt },
    });
    expect(JSON.stringify(entry)).not.toContain(data.oneTimePassword);
    // the enrolment after a reset works as the first one did
    const enrol = await adminCall(t, 'POST', ApiPath.adminTotpEnrol, { agent: agentFrom(fresh.reply) });
    expect(enrol.result).toBe(0);
  });

  it('ends an operator’s sessions, audited with how many ended; the operator can sign in again', async () => {
    const op = await newOperator(t, 'brand_admin', ['northwind']);
    const first = await signIn(op);
    const second = await signIn(op);
    const r = await post(ApiPath.adminOperatorEndSessions, op.id);
    expect([r.status, (r.data as { ended: number }).ended]).toEqual([200, 2]);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await auditOf('operators.sessions_ended', op.id))[0]).toMatchObject({
      before: { liveSessions: 2 },
      after: { liveSessions: 0 },
    });
    expect((await me(await signIn(op))).status).toBe(200);
  });

  it('disable ends every session and refuses the password; enable lets the operator in again; both audited', async () => {
    const op = await newOperator(t, 'support', ['bluewave']);
    const agent = await signIn(op);
    const disabled = await post(ApiPath.adminOperatorDisable, op.id);
    expect((disabled.data as AdminOperator).disabledAt).toBe(clock.now().toISOString());
    expect((await me(agent)).status).toBe(401);
    await expect(passwordStep(t, op)).rejects.toThrow(/refused: 200 -1/);
    const enabled = await post(ApiPath.adminOperatorEnable, op.id);
    expect(enabled.data).toMatchObject({ disabledAt: null, liveSessions: 0 });
    expect((await me(await signIn(op))).status).toBe(200);
    expect((await auditOf('operators.disabled', op.id))[0]).toMatchObject({
      before: { disabledAt: null, liveSessions: 1 },
      after: { liveSessions: 0 },
    });
    expect((await auditOf('operators.enabled', op.id))[0]).toMatchObject({ after: { disabledAt: null } });
  });

  it('never on oneself: reset, end sessions, disable of the caller’s own account answer 403 and change nothing', async () => {
    for (const path of [ApiPath.adminOperatorReset, ApiPath.adminOperatorEndSessions, ApiPath.adminOperatorDisable]) {
      const r = await post(path, owner.id);
      expect([r.status, r.result], path).toEqual([403, ResultCode.NotAuthorized]);
    }
    expect((await me(ownerAgent)).status).toBe(200);
    expect(
      await t.db.query("select 1 from audit_log where action like 'operators.%' and target_id = $1", [owner.id]),
    ).toEqual([]);
  });

  it('only operators.manage: other roles and any API key are refused (403), and nothing changes', async () => {
    const target = await newOperator(t, 'support', ['northwind']);
    const targetAgent = await signIn(target);
    const key = await newApiKey(t, ownerAgent, ['audit.read']);
    for (const role of ['brand_admin', 'support', 'finance'] as const) {
      const agent = await signIn(await newOperator(t, role, ['northwind']));
      for (const path of [
        ApiPath.adminOperatorReset,
        ApiPath.adminOperatorEndSessions,
        ApiPath.adminOperatorDisable,
        ApiPath.adminOperatorEnable,
      ])
        expect((await post(path, target.id, agent)).status, `${role} ${path}`).toBe(403);
      expect((await adminCall(t, 'GET', ApiPath.adminOperators, { agent })).status).toBe(403);
    }
    const byKey = await adminCall(t, 'POST', url(ApiPath.adminOperatorEndSessions, target.id), { apiKey: key.key });
    expect(byKey.status).toBe(403);
    expect((await adminCall(t, 'GET', ApiPath.adminOperators, { apiKey: key.key })).status).toBe(403);
    expect((await me(targetAgent)).status).toBe(200);
  });
});
