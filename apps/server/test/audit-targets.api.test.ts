import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type AuditEntry } from '@portal/contract';
import { accountById, type Account } from './evaluation-helpers.ts';
import { buy, catalogue } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import { adminCall, newApiKey, useOperator } from './admin-helpers.ts';

/** The audit log names what each entry is about, so the console shows no bare ids (issue 26, item 13). */
describe('the audit log names its targets', () => {
  let trader: { email: string; id: string };
  let account: Account;
  let order: { id: string; number: string };

  const entries = async (query = '') =>
    (await adminCall<{ items: AuditEntry[] }>(t, 'GET', `${ApiPath.adminAudit}?pageSize=200${query}`, { agent: owner }))
      .data.items;
  /** An entry written as a module writes one (the table takes inserts only). */
  const record = (action: string, targetType: string | null, targetId: string | null) =>
    t.db.query(
      `insert into audit_log (at, actor_type, action, target_type, target_id) values (now(), 'system', $1, $2, $3)`,
      [action, targetType, targetId],
    );

  const t = useTestApp();
  const owner = useOperator(t, 'owner');
  beforeAll(async () => {
    const who = await newTrader(t);
    const bought = await buy(t, who, (await catalogue(t))[0]!.id);
    order = { id: bought.id, number: bought.number };
    account = await accountById(t, bought.traderAccountId!);
    const [row] = await t.db.query<{ id: string }>('select id::text as id from users where email = $1', [who.email]);
    trader = { email: who.email, id: row!.id };
  });

  it('an account by its login, a trader by e-mail, an API key by its name, the id kept beside', async () => {
    await adminCall(t, 'POST', ApiPath.adminTraderAccountStatus.replace(':id', account.id), {
      agent: owner,
      body: { status: 16, reason: 'audit names' },
    });
    await adminCall(t, 'POST', ApiPath.adminTraderPasswordReset.replace(':id', trader.id), { agent: owner });
    const key = await newApiKey(t, owner, ['audit.read']);

    const items = await entries();
    const about = (action: string) => items.find((e) => e.action === action);
    expect(about('accounts.blocked')).toMatchObject({
      targetType: 'trader_account',
      targetId: account.id,
      targetLabel: account.login,
    });
    expect(about('traders.passwordResetSent')).toMatchObject({
      targetType: 'trader',
      targetId: trader.id,
      targetLabel: trader.email,
    });
    expect(about('apiKeys.created')).toMatchObject({
      targetType: 'api_key',
      targetId: key.id,
      targetLabel: 'key audit.read',
    });
  });

  it('an order by its number; a target gone, unnamed or of no known kind has no name', async () => {
    await record('test.order', 'order', order.id.toUpperCase());
    await record('test.gone', 'trader_account', randomUUID());
    await record('test.everyone', 'sessions', null);
    await record('test.strange', 'constructor', randomUUID());
    await record('test.not-an-id', 'order', 'not-a-uuid');
    const items = await entries();
    const label = (action: string) => items.find((e) => e.action === action)?.targetLabel;
    expect(label('test.order')).toBe(order.number);
    expect(label('test.gone')).toBeNull();
    expect(label('test.everyone')).toBeNull();
    expect(label('test.strange')).toBeNull();
    expect(label('test.not-an-id')).toBeNull();
  });

  it("finds an operator's entries by their e-mail in any case, and refuses a text that is not one", async () => {
    await adminCall(t, 'POST', ApiPath.adminTraderPasswordReset.replace(':id', trader.id), { agent: owner });
    const made = (await entries()).find((e) => e.action === 'traders.passwordResetSent')!;
    const email = made.actorEmail!;
    expect(email).toContain('@');
    const byEmail = await entries(`&actorEmail=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.map((e) => e.id)).toContain(made.id);
    expect(byEmail.every((e) => e.actorEmail?.toLowerCase() === email.toLowerCase())).toBe(true);
    expect(await entries('&actorEmail=nobody%40firm.test')).toEqual([]);
    const refused = await adminCall(t, 'GET', `${ApiPath.adminAudit}?actorEmail=Jane%20Owner`, { agent: owner });
    expect([refused.status, refused.result]).toEqual([400, ResultCode.RequestIsNotValid]);
  });
});
