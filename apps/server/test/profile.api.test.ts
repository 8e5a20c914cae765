import { describe, expect, it } from 'vitest';
import { ResultCode, type PersonalData } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { call, useTestApp } from './test-app.ts';
import type { newTrader } from './http-helpers.ts';
import { useTrader } from './http-helpers.ts';

const path = '/api/PersonalData/v1';
// The server's clock stands still at 2026-01-05T09:00Z, so ages are exact.
const clock = manualClock(new Date('2026-01-05T09:00:00Z'));

const valid = {
  firstName: 'Anne-Marie',
  lastName: "O'Brien",
  phone: '+44 20 7946 0958',
  dateOfBirth: '1990-05-17',
  countryOfRegistration: 'gb',
  city: 'London',
  address: '1 High Street',
  postalCode: 'SW1A 1AA',
};

type Trader = Awaited<ReturnType<typeof newTrader>>;
type Fields = { fields: Record<string, string> };

describe('personal data: GET and POST /api/PersonalData/v1', () => {
  const t = useTestApp({ clock });
  const alice = useTrader(t);
  const bob = useTrader(t);
  const blue = useTrader(t, { host: '127.0.0.1' });

  const get = (who: Trader, host = who.host) => call<PersonalData>(t, 'GET', path, { token: who.token, host });
  const post = (who: Trader, body: unknown, host = who.host) =>
    call<PersonalData & Fields>(t, 'POST', path, { token: who.token, host, body });

  it("returns the trader's e-mail and names as registered", async () => {
    const r = await get(alice);
    expect(r.status).toBe(200);
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data).toEqual({
      email: alice.email,
      firstName: 'Test',
      lastName: 'Trader',
      phone: null,
      dateOfBirth: null,
      countryOfRegistration: null,
      city: null,
      address: null,
      postalCode: null,
      isEmailVerified: true,
    });
  });

  it('saves valid data, normalised, and replies with what was saved', async () => {
    const saved = {
      email: alice.email,
      firstName: 'Anne-Marie',
      lastName: "O'Brien",
      phone: '+442079460958',
      dateOfBirth: '1990-05-17',
      countryOfRegistration: 'GB',
      city: 'London',
      address: '1 High Street',
      postalCode: 'SW1A 1AA',
      isEmailVerified: true,
    };
    const r = await post(alice, valid);
    expect(r.status).toBe(200);
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data).toEqual(saved);
    expect((await get(alice)).data).toEqual(saved);
  });

  it('never changes the e-mail, the sign-in and recovery address: one sent along is ignored', async () => {
    const r = await post(bob, { ...valid, email: 'taken-over@example.test' });
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data.email).toBe(bob.email);
    expect((await get(bob)).data.email).toBe(bob.email);
  });

  it('clears optional fields sent empty or null', async () => {
    const r = await post(bob, { ...valid, phone: null, dateOfBirth: null, city: '', address: '  ', postalCode: null });
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data).toMatchObject({ phone: null, dateOfBirth: null, city: null, address: null, postalCode: null });
    expect((await get(bob)).data).toMatchObject({ phone: null, city: null, address: null });
  });

  describe('invalid values: -7 with the fields, and nothing saved', () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['a first name in another script', { firstName: 'Иван' }, { firstName: 'validation.latinScript' }],
      ['a name of digits', { lastName: 'Smith2' }, { lastName: 'validation.latinAndHyphens' }],
      ['an empty last name', { lastName: '  ' }, { lastName: 'validation.required' }],
      ['a bad phone', { phone: '12345' }, { phone: 'validation.phone' }],
      ['an unknown country', { countryOfRegistration: 'ZZ' }, { countryOfRegistration: 'validation.country' }],
      [
        'a region that is not a country',
        { countryOfRegistration: 'EU' },
        { countryOfRegistration: 'validation.country' },
      ],
      ['a country name', { countryOfRegistration: 'Germany' }, { countryOfRegistration: 'validation.country' }],
      ['an age of 17', { dateOfBirth: '2008-01-06' }, { dateOfBirth: 'validation.dateOfBirthTooYoung' }],
      ['a birth date in the future', { dateOfBirth: '2030-01-01' }, { dateOfBirth: 'validation.dateOfBirthFuture' }],
      ['an age over 120', { dateOfBirth: '1900-01-01' }, { dateOfBirth: 'validation.dateOfBirthTooOld' }],
      ['a day that does not exist', { dateOfBirth: '1990-02-30' }, { dateOfBirth: 'validation.dateOfBirth' }],
      ['a month that does not exist', { dateOfBirth: '1990-13-01' }, { dateOfBirth: 'validation.dateOfBirth' }],
      ['a date in another format', { dateOfBirth: '17/05/1990' }, { dateOfBirth: 'validation.dateOfBirth' }],
      ['a city over 100 characters', { city: 'x'.repeat(101) }, { city: 'validation.maxSymbols' }],
    ];
    it.each(cases)('%s', async (_name, change, fields) => {
      const before = (await get(alice)).data;
      const r = await post(alice, { ...valid, firstName: 'Changed', ...change });
      expect(r.status).toBe(200);
      expect(r.result).toBe(ResultCode.PersonalDataNotValid);
      expect(r.data).toEqual({ fields });
      expect((await get(alice)).data).toEqual(before);
    });

    it('names every bad field at once', async () => {
      const r = await post(alice, {
        ...valid,
        firstName: 'Иван',
        phone: '12345',
        countryOfRegistration: 'ZZ',
        dateOfBirth: '2010-01-01',
      });
      expect(r.result).toBe(ResultCode.PersonalDataNotValid);
      expect(Object.keys(r.data.fields).sort()).toEqual(['countryOfRegistration', 'dateOfBirth', 'firstName', 'phone']);
    });

    it('accepts an age of exactly 18', async () => {
      const r = await post(bob, { ...valid, dateOfBirth: '2008-01-05' });
      expect(r.result).toBe(ResultCode.Ok);
      expect(r.data.dateOfBirth).toBe('2008-01-05');
    });
  });

  it('refuses a country the brand does not serve with -11, and saves nothing', async () => {
    const before = (await get(alice)).data;
    const r = await post(alice, { ...valid, firstName: 'Changed', countryOfRegistration: 'IR' });
    expect(r.status).toBe(200);
    expect(r.result).toBe(ResultCode.CountryRestriction);
    expect((await get(alice)).data).toEqual(before);
    // US is disabled on the other brand only.
    expect((await post(alice, { ...valid, countryOfRegistration: 'US' })).result).toBe(ResultCode.Ok);
    expect((await post(blue, { ...valid, countryOfRegistration: 'US' })).result).toBe(ResultCode.CountryRestriction);
  });

  it('answers wrong shapes with 400 and -200', async () => {
    const shapes: unknown[] = [
      { ...valid, firstName: 42 },
      { ...valid, phone: 447946095 },
      { lastName: 'Smith', countryOfRegistration: 'GB' },
      {},
      [valid],
      'firstName=Anne',
    ];
    for (const body of shapes) {
      const r = await call<{ issues: unknown[] }>(t, 'POST', path, {
        token: alice.token,
        body: typeof body === 'string' ? JSON.stringify(body) : body,
        headers: { 'content-type': 'application/json' },
      });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.result, JSON.stringify(body)).toBe(ResultCode.RequestIsNotValid);
      expect(r.data.issues.length).toBeGreaterThan(0);
    }
  });

  it('answers 401 with -17 without a valid token', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: alice.token },
    ];
    for (const headers of variants) {
      const g = await call(t, 'GET', path, { headers });
      expect(g.status).toBe(401);
      expect(g.result).toBe(ResultCode.AccessTokenInvalid);
      const p = await call(t, 'POST', path, { headers, body: valid });
      expect(p.status).toBe(401);
      expect(p.result).toBe(ResultCode.AccessTokenInvalid);
    }
  });

  it("does not take a token on another brand's host", async () => {
    const r = await get(alice, '127.0.0.1');
    expect(r.status).toBe(401);
    expect(r.result).toBe(ResultCode.AccessTokenInvalid);
    const before = (await get(alice)).data;
    const p = await post(alice, { ...valid, firstName: 'Intruder' }, '127.0.0.1');
    expect(p.status).toBe(401);
    expect((await get(alice)).data).toEqual(before);
    expect((await get(blue, 'localhost')).status).toBe(401);
  });

  it('gives each trader their own data only', async () => {
    await post(alice, { ...valid, firstName: 'Alice' });
    await post(bob, { ...valid, firstName: 'Bob', phone: '+4915112345678' });
    const a = await get(alice);
    const b = await get(bob);
    const c = await get(blue);
    expect(a.data).toMatchObject({ email: alice.email, firstName: 'Alice', phone: '+442079460958' });
    expect(b.data).toMatchObject({ email: bob.email, firstName: 'Bob', phone: '+4915112345678' });
    expect(c.data).toMatchObject({ email: blue.email, firstName: 'Test' });
  });
});
