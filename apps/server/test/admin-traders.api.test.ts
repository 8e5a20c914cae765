import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, OPERATOR_ROLES, ResultCode } from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import { probe, signIn } from './auth-helpers.ts';
import type { Trader } from './buying-helpers.ts';
import { boughtAccount, type Account } from './evaluation-helpers.ts';
import { lastMail, newTrader, useTrader } from './http-helpers.ts';
import { STRONG_PASSWORD, useTestApp } from './test-app.ts';
import {
  adminCall,
  newApiKey,
  type Agent,
  signedInAs,
  useBrandIds,
  expectQueriesRefused,
  UNKNOWN_ID,
} from './admin-helpers.ts';

type Page = {
  items: { id: string; email: string; brand: { code: string } }[];
  next: string | null;
  previous: string | null;
  count: { kind: string; value: number };
};
const NONE = { items: [], next: null, previous: null, count: { kind: 'exact', value: 0 } };
type TraderFile = {
  id: string;
  brand: { code: string };
  profile: Record<string, unknown>;
  orders: { id: string; number: string; status: number }[];
  accounts: { id: string; login: string; phase: number | null; balance: number }[];
  sessions: { id: string; ip: string | null }[];
  mails: Record<string, unknown>[];
};

const traderUrl = (id: string) => ApiPath.adminTrader.replace(':id', id);
const revokeUrl = (id: string, sessionId: string) =>
  ApiPath.adminTraderSessionRevoke.replace(':id', id).replace(':sessionId', sessionId);
const revokeAllUrl = (id: string) => ApiPath.adminTraderSessionsRevokeAll.replace(':id', id);
const resetUrl = (id: string) => ApiPath.adminTraderPasswordReset.replace(':id', id);

describe('admin: traders (search, file, sessions, password reset)', () => {
  let aliceId: string;
  let aliceAccount: Account;
  let bob: Trader;
  let bobId: string;
  let owner: Agent;
  let northwindAdmin: Agent;
  const search = (query: string, agent: Agent = owner) =>
    adminCall<Page>(t, 'GET', `${ApiPath.adminTraders}?${query}`, { agent });
  const userIdOf = async (email: string) =>
    (await t.db.query<{ id: string }>('select id from users where email = $1', [email]))[0]!.id;

  const t = useTestApp();
  const brandIds = useBrandIds(t);
  const alice = useTrader(t);
  beforeAll(async () => {
    aliceId = await userIdOf(alice.email);
    aliceAccount = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    bob = await newTrader(t, { host: '127.0.0.1' });
    bobId = await userIdOf(bob.email);
    owner = await signedInAs(t, 'owner');
    northwindAdmin = await signedInAs(t, 'brand_admin', ['northwind']);
  });

  it('searches by e-mail (a fragment), account login, order id and number, newest first, paged', async () => {
    const byEmail = await search(`q=${encodeURIComponent(alice.email.slice(0, 18).toUpperCase())}`);
    expect([byEmail.status, byEmail.result]).toEqual([200, 0]);
    expect(byEmail.data.items.map((i) => i.id)).toContain(aliceId);
    expect((await search(`q=${aliceAccount.login}`)).data.items.map((i) => i.id)).toEqual([aliceId]);
    const [order] = await t.db.query<{ id: string; number: string }>(
      'select id, number from orders where user_id = $1',
      [aliceId],
    );
    expect((await search(`q=${order!.id}`)).data.items.map((i) => i.id)).toEqual([aliceId]);
    expect((await search(`q=${order!.number}`)).data.items.map((i) => i.id)).toEqual([aliceId]);
    expect((await search('q=nobody-at-all')).data).toEqual(NONE);
    // A LIKE wildcard is text, not a pattern.
    expect((await search('q=%25')).data.count.value).toBe(0);

    const all = await search('pageSize=1');
    expect(all.data.items).toHaveLength(1);
    expect(all.data.count.value).toBeGreaterThanOrEqual(2);
    expect(all.data.next).not.toBeNull();
    expect(all.data.items[0]!.id).toBe(bobId); // the newest
  });

  it('a brand admin searches only its brands; another brand as a filter is 403/-50', async () => {
    const r = await search(`q=${encodeURIComponent(bob.email)}`, northwindAdmin);
    expect(r.data).toEqual(NONE);
    const mine = await search(`brandId=${brandIds.northwind}&pageSize=100`, northwindAdmin);
    expect(mine.data.items.every((i) => i.brand.code === 'northwind')).toBe(true);
    const other = await search(`brandId=${brandIds.bluewave}`, northwindAdmin);
    expect([other.status, other.result]).toEqual([403, ResultCode.NotAuthorized]);
    expect((await search(`brandId=${brandIds.bluewave}&q=${encodeURIComponent(bob.email)}`)).data.count.value).toBe(1);
  });

  it('refuses bad input with 400/-200', async () => {
    await expectQueriesRefused(search, [
      'pageSize=101',
      'cursor=2',
      'brandId=nonsense',
      `q=${'x'.repeat(201)}`,
      'q=a%00b',
    ]);
  });

  it("shows a trader's file: profile, brand, orders, accounts, live sessions, mails without bodies", async () => {
    const r = await adminCall<TraderFile>(t, 'GET', traderUrl(aliceId), { agent: northwindAdmin });
    expect([r.status, r.result]).toEqual([200, 0]);
    expect(r.data.brand.code).toBe('northwind');
    expect(r.data.profile).toMatchObject({ email: alice.email, firstName: 'Test', lastName: 'Trader' });
    expect(r.data.orders).toHaveLength(1);
    expect(r.data.orders[0]!.status).toBe(0);
    expect(r.data.accounts.map((a) => [a.id, a.login, a.phase, a.balance])).toEqual([
      [aliceAccount.id, aliceAccount.login, 1, 1_000_000],
    ]);
    expect(r.data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(r.data.sessions[0]!.ip).toBe(alice.ip);
    expect(r.data.mails.map((m) => m.kind)).toContain('verifyEmail');
    for (const m of r.data.mails)
      expect(Object.keys(m).sort()).toEqual(['createdAt', 'id', 'kind', 'sentAt', 'status', 'subject', 'to']);
    expect(JSON.stringify(r.data)).not.toMatch(/password_hash|html|text_body/);
  });

  it('another brand, an unknown id and a malformed id all answer 403/-50', async () => {
    for (const id of [bobId, UNKNOWN_ID, 'x']) {
      const r = await adminCall(t, 'GET', traderUrl(id), { agent: northwindAdmin });
      expect([r.status, r.result], id).toEqual([403, ResultCode.NotAuthorized]);
    }
    for (const url of [revokeAllUrl(bobId), resetUrl(bobId), revokeUrl(bobId, UNKNOWN_ID)]) {
      const r = await adminCall(t, 'POST', url, { agent: northwindAdmin });
      expect([r.status, r.result], url).toEqual([403, ResultCode.NotAuthorized]);
    }
  });

  it('role × action: every role reads traders; owner, brand admin and support manage them, finance does not', async () => {
    const carol = await newTrader(t);
    const carolId = await userIdOf(carol.email);
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const read = await adminCall(t, 'GET', traderUrl(carolId), { agent });
      expect(read.status, `${role} read`).toBe(PERMISSIONS[role].includes('traders.read') ? 200 : 403);
      const manage = await adminCall(t, 'POST', revokeAllUrl(carolId), { agent });
      expect(manage.status, `${role} manage`).toBe(PERMISSIONS[role].includes('traders.manage') ? 200 : 403);
      // A session's state-changing call needs its CSRF token.
      const noCsrf = await adminCall(t, 'POST', revokeAllUrl(carolId), { agent, xsrf: null });
      expect(noCsrf.status, `${role} csrf`).toBe(403);
    }
  });

  it('revokes one session: its token stops working; audited with before/after; a second time is 403', async () => {
    const dave = await newTrader(t);
    const daveId = await userIdOf(dave.email);
    const other = await signIn(t, dave.email, STRONG_PASSWORD, { ip: dave.ip });
    const file = await adminCall<TraderFile>(t, 'GET', traderUrl(daveId), { agent: owner });
    expect(file.data.sessions).toHaveLength(2);
    // The session of the first token is the older one (the list is newest first).
    const first = file.data.sessions.at(-1)!.id;
    const r = await adminCall(t, 'POST', revokeUrl(daveId, first), { agent: northwindAdmin });
    expect([r.status, r.result, r.data]).toEqual([200, 0, { revoked: 1 }]);
    expect((await probe(t, dave.token)).status).toBe(401);
    expect((await probe(t, other.data.token)).status).toBe(200);
    const again = await adminCall(t, 'POST', revokeUrl(daveId, first), { agent: northwindAdmin });
    expect([again.status, again.result]).toEqual([403, ResultCode.NotAuthorized]);

    const [audit] = await t.db.query<{ action: string; brand_id: string; before: unknown; after: unknown }>(
      `select action, brand_id, before, after from audit_log where target_type = 'trader' and target_id = $1`,
      [daveId],
    );
    expect(audit).toMatchObject({
      action: 'traders.sessionRevoked',
      brand_id: brandIds.northwind,
      before: { sessionId: first, live: true, ip: dave.ip },
      after: { sessionId: first, live: false },
    });
  });

  it('revokes every session of the trader, audited with the sessions it ended', async () => {
    const erin = await newTrader(t);
    const erinId = await userIdOf(erin.email);
    const second = await signIn(t, erin.email, STRONG_PASSWORD, { ip: erin.ip });
    const r = await adminCall(t, 'POST', revokeAllUrl(erinId), { agent: owner });
    expect([r.status, r.result, r.data]).toEqual([200, 0, { revoked: 2 }]);
    for (const token of [erin.token, second.data.token]) expect((await probe(t, token)).status).toBe(401);
    const file = await adminCall<TraderFile>(t, 'GET', traderUrl(erinId), { agent: owner });
    expect(file.data.sessions).toEqual([]);
    const [audit] = await t.db.query<{ action: string; before: { liveSessions: string[] }; after: unknown }>(
      `select action, before, after from audit_log where target_id = $1 and action = 'traders.sessionsRevoked'`,
      [erinId],
    );
    expect(audit!.before.liveSessions).toHaveLength(2);
    expect(audit!.after).toEqual({ liveSessions: [] });
  });

  it('sends the password-reset mail the portal sends, whose code resets the password; audited', async () => {
    const r = await adminCall(t, 'POST', resetUrl(aliceId), { agent: northwindAdmin });
    expect([r.status, r.result, r.data]).toEqual([200, 0, { traderId: aliceId, email: alice.email }]);
    expect(JSON.stringify(r.data)).not.toMatch(/code/i);
    await t.app.modules.mail.services.mailDispatcher.flush();
    const mail = await lastMail(t, alice.email);
    expect(mail.code).toMatch(/^\d+$/);
    const reset = await adminCall(t, 'POST', ApiPath.resetPasswordWithCode, {
      via: 'trader',
      headers: { host: 'localhost' },
      body: { email: alice.email, code: mail.code, newPassword: 'N3w#Password' },
    });
    expect(reset.result).toBe(0);
    const file = await adminCall<TraderFile>(t, 'GET', traderUrl(aliceId), { agent: owner });
    // newest first: the reset's confirmation, then the reset mail the operator sent
    expect(file.data.mails.slice(0, 2).map((m) => [m.kind, m.to])).toEqual([
      ['passwordChanged', alice.email],
      ['resetPassword', alice.email],
    ]);
    const [audit] = await t.db.query<{ actor_type: string; before: unknown; after: unknown }>(
      `select actor_type, before, after from audit_log where target_id = $1 and action = 'traders.passwordResetSent'`,
      [aliceId],
    );
    expect(audit).toEqual({ actor_type: 'operator', before: null, after: { mail: 'resetPassword', to: alice.email } });
  });

  it('API keys act through their actions and brands only', async () => {
    const reader = (await newApiKey(t, owner, ['traders.read'])).key;
    expect((await adminCall(t, 'GET', traderUrl(aliceId), { apiKey: reader })).status).toBe(200);
    expect((await adminCall(t, 'POST', resetUrl(aliceId), { apiKey: reader })).status).toBe(403);
    const bluewaveKey = (await newApiKey(t, owner, ['traders.read', 'traders.manage'], [brandIds.bluewave])).key;
    expect((await adminCall(t, 'GET', traderUrl(aliceId), { apiKey: bluewaveKey })).status).toBe(403);
    expect((await adminCall(t, 'POST', resetUrl(aliceId), { apiKey: bluewaveKey })).status).toBe(403);
    const ok = await adminCall(t, 'POST', resetUrl(bobId), { apiKey: bluewaveKey });
    expect([ok.status, ok.result]).toEqual([200, 0]);
    const page = await adminCall<Page>(t, 'GET', `${ApiPath.adminTraders}?pageSize=100`, { apiKey: bluewaveKey });
    expect(page.data.items.every((i) => i.brand.code === 'bluewave')).toBe(true);
    const [audit] = await t.db.query<{ actor_type: string }>(
      `select actor_type from audit_log where target_id = $1 and action = 'traders.passwordResetSent'`,
      [bobId],
    );
    expect(audit!.actor_type).toBe('api_key');
  });
});
