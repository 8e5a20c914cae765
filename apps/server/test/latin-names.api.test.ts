import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type AdminPayout, type PersonalData } from '@portal/contract';
import { adminCall, useOperator } from './admin-helpers.ts';
import { nextIp } from './auth-helpers.ts';
import { as } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { fundedAccountWithProfit, requestBank } from './payouts-helpers.ts';
import { newIban } from './payout-destinations.ts';
import { call, STRONG_PASSWORD, uniqueEmail, useTestApp } from './test-app.ts';

/**
 * Issue 26 item 2: a trader's name as their passport writes it, accents and all, at sign-up, in the profile and as a
 * payout's account holder, kept as typed (composed to NFC) and shown as such to the firm; a name in another script
 * is refused with the message that asks for its Latin spelling.
 */
const t = useTestApp();
const owner = useOperator(t, 'owner');

/** A sign-up's reply: the address on success, the issues on a refusal. */
type Registered = { email: string; issues: { path: string; message: string }[] };

const register = (body: Record<string, unknown>, version: 'registerV1' | 'registerV2' = 'registerV2') =>
  call<Registered>(t, 'POST', ApiPath[version], {
    ip: nextIp(),
    body: {
      email: uniqueEmail('names'),
      password: STRONG_PASSWORD,
      acceptTerms: true,
      countryOfRegistration: 'FR',
      ...body,
    },
  });

const namesOf = async (email: string) =>
  (
    await t.db.query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from users where email = $1',
      [email],
    )
  )[0];

describe('sign-up', () => {
  it.each([
    ['registerV1', 'Élodie', 'Müller'],
    ['registerV2', 'José', 'Núñez-García'],
    ['registerV2', 'Łukasz', 'Żółć'],
    ['registerV2', 'Ștefan', 'Țurcanu'],
    ['registerV2', 'Søren', 'Ærø'],
    ['registerV2', 'Đặng Thị', 'Ánh'],
    ['registerV2', 'Siobhán', 'Ó Briain'],
  ] as const)('%s takes %s %s as typed', async (version, firstName, lastName) => {
    const r = await register({ firstName, lastName }, version);
    expect([r.status, r.result]).toEqual([200, ResultCode.Ok]);
    expect(await namesOf(r.data.email)).toEqual({ first_name: firstName, last_name: lastName });
  });

  it('stores a name typed with combining accents as its composed letters', async () => {
    const r = await register({ firstName: 'Jose\u0301', lastName: 'Mu\u0308ller' });
    expect(r.result).toBe(ResultCode.Ok);
    expect(await namesOf(r.data.email)).toEqual({ first_name: 'José', last_name: 'Müller' });
  });

  it('refuses a name in another script with the message that asks for the Latin spelling, and digits with theirs', async () => {
    const r = await register({ firstName: 'Иван', lastName: 'Müller2' });
    expect([r.status, r.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    const first = (path: string) => r.data.issues.find((i) => i.path === path)?.message;
    expect([first('body.firstName'), first('body.lastName')]).toEqual([
      'validation.latinScript',
      'validation.latinAndHyphens',
    ]);
  });
});

describe('the profile', () => {
  it('saves accented names and the firm sees them so in the console', async () => {
    const who = await newTrader(t);
    const body = { firstName: 'Zoë', lastName: 'Dvořák-Öztürk', countryOfRegistration: 'CZ' };
    const saved = await call<PersonalData>(t, 'POST', ApiPath.personalData, { ...as(who), body });
    expect(saved.result).toBe(ResultCode.Ok);
    expect((await call<PersonalData>(t, 'GET', ApiPath.personalData, as(who))).data).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Dvořák-Öztürk',
    });
    const found = await adminCall<{ items: { id: string; firstName: string; lastName: string }[] }>(
      t,
      'GET',
      `${ApiPath.adminTraders}?q=${encodeURIComponent('Dvořák')}`,
      { agent: owner },
    );
    expect(found.data.items.map((i) => [i.firstName, i.lastName])).toContainEqual(['Zoë', 'Dvořák-Öztürk']);
  });

  it('refuses a name in another script with -7 and the field’s message', async () => {
    const who = await newTrader(t);
    const r = await call<{ fields: Record<string, string> }>(t, 'POST', ApiPath.personalData, {
      ...as(who),
      body: { firstName: '李', lastName: 'Müller', countryOfRegistration: 'DE' },
    });
    expect([r.status, r.result, r.data]).toEqual([
      200,
      ResultCode.PersonalDataNotValid,
      { fields: { firstName: 'validation.latinScript' } },
    ]);
  });
});

describe('a payout’s account holder', () => {
  it('takes the holder’s accented name, and the firm’s queue shows it as typed', async () => {
    const who = await newTrader(t);
    const account = await fundedAccountWithProfit(t, owner, who, 100_000);
    const bank = { traderAccountId: account.id, amount: 10_000, iban: newIban(), bankCountry: 'DE' };
    const refused = await requestBank(t, who, { ...bank, idempotencyKey: randomUUID(), accountHolder: 'Иван Петров' });
    expect([refused.status, refused.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    // the first issue of the field is what the form shows
    const issues = (refused.data as unknown as { issues: { path: string; message: string }[] }).issues;
    expect(issues[0]).toEqual({ path: 'body.accountHolder', message: 'validation.latinScript' });
    expect(new Set(issues.map((i) => i.path))).toEqual(new Set(['body.accountHolder']));
    const r = await requestBank(t, who, {
      ...bank,
      idempotencyKey: randomUUID(),
      accountHolder: 'Ségolène Ærø-Łukasiewicz',
    });
    expect(r.result).toBe(ResultCode.Ok);
    const one = await adminCall<AdminPayout>(t, 'GET', ApiPath.adminPayout.replace(':id', r.data.id), {
      agent: owner,
    });
    expect(one.data.details).toMatchObject({ accountHolder: 'Ségolène Ærø-Łukasiewicz' });
  });
});
