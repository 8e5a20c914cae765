import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { call, useTestApp } from './test-app.ts';
import { newTrader, postForm, useTrader } from './http-helpers.ts';

const path = '/api/keyvalue/v1';
type Trader = Awaited<ReturnType<typeof newTrader>>;
type KeyValue = { key: string; value: string };

describe('key-value: the signed-in trader’s language preference', () => {
  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t);
  const blue = useTrader(t, { host: '127.0.0.1' });

  const getLang = (who: Trader) => call<KeyValue>(t, 'GET', `${path}?key=lang`, { token: who.token, host: who.host });
  const postJson = (who: Trader, body: unknown) =>
    call<KeyValue>(t, 'POST', `${path}?key=lang`, { token: who.token, host: who.host, body });

  it("defaults to 'en' before anything is stored", async () => {
    const r = await getLang(alice);
    expect(r.status).toBe(200);
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data).toEqual({ key: 'lang', value: 'en' });
  });

  it('falls back to the language the trader signed up in, and a saved language becomes the e-mail language', async () => {
    const german = await newTrader(t, { v2: { countryOfRegistration: 'DE', language: 'de' } });
    expect((await getLang(german)).data).toEqual({ key: 'lang', value: 'de' });
    expect((await postJson(german, { key: 'lang', value: 'es' })).result).toBe(ResultCode.Ok);
    const [row] = await t.db.query<{ language: string }>('select language from users where email = $1', [german.email]);
    expect(row?.language).toBe('es');
  });

  it('stores a language sent as form fields, as the web app sends it', async () => {
    const r = await postForm(t, `${path}?key=lang`, { key: 'lang', value: 'de' }, { token: alice.token });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ result: ResultCode.Ok, data: { key: 'lang', value: 'de' } });
    expect((await getLang(alice)).data).toEqual({ key: 'lang', value: 'de' });
  });

  it('stores a language sent as JSON, normalised to lower case', async () => {
    const r = await postJson(bob, { key: 'lang', value: ' ES ' });
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data).toEqual({ key: 'lang', value: 'es' });
    expect((await getLang(bob)).data.value).toBe('es');
    // a later value replaces the earlier one
    expect((await postJson(bob, { key: 'lang', value: 'en' })).result).toBe(ResultCode.Ok);
    expect((await getLang(bob)).data.value).toBe('en');
  });

  it('refuses a language the brand does not offer with -80 and keeps the stored one', async () => {
    for (const value of ['fr', 'xx', 'constructor', 'toString', '__proto__']) {
      const r = await postJson(alice, { key: 'lang', value });
      expect(r.status, value).toBe(200);
      expect(r.result, value).toBe(ResultCode.InvalidSiteLanguage);
    }
    expect((await getLang(alice)).data.value).toBe('de');
  });

  it('takes French on the brand that offers it', async () => {
    const r = await postForm(
      t,
      `${path}?key=lang`,
      { key: 'lang', value: 'fr' },
      { token: blue.token, host: blue.host },
    );
    expect(r.json).toEqual({ result: ResultCode.Ok, data: { key: 'lang', value: 'fr' } });
    expect((await getLang(blue)).data.value).toBe('fr');
    // the token of one brand is not valid on the other brand's host
    const elsewhere = await postForm(t, `${path}?key=lang`, { key: 'lang', value: 'de' }, { token: blue.token });
    expect(elsewhere.status).toBe(401);
  });

  it("answers 'en' when the stored language is no longer offered by the brand", async () => {
    await t.db.query(
      `insert into key_values (user_id, key, value) select id, 'lang', 'fr' from users where email = $1
       on conflict (user_id, key) do update set value = excluded.value`,
      [bob.email],
    );
    expect((await getLang(bob)).data).toEqual({ key: 'lang', value: 'en' });
  });

  it('answers 400 with -200 for an unknown or missing key and a missing value', async () => {
    const cases = [
      call(t, 'GET', `${path}?key=theme`, { token: alice.token }),
      call(t, 'GET', path, { token: alice.token }),
      postJson(alice, { key: 'theme', value: 'dark' }),
      postJson(alice, { key: 'lang' }),
      postJson(alice, { key: 'lang', value: '' }),
      postForm(t, `${path}?key=theme`, { key: 'theme', value: 'dark' }, { token: alice.token }).then((r) => ({
        status: r.status,
        result: r.json.result,
      })),
    ];
    for (const r of await Promise.all(cases)) {
      expect(r.status).toBe(400);
      expect(r.result).toBe(ResultCode.RequestIsNotValid);
    }
    expect((await getLang(alice)).data.value).toBe('de');
  });

  it('answers 401 with -17 without a token', async () => {
    const g = await call(t, 'GET', `${path}?key=lang`);
    expect(g.status).toBe(401);
    expect(g.result).toBe(ResultCode.AccessTokenInvalid);
    const p = await postForm(t, `${path}?key=lang`, { key: 'lang', value: 'de' });
    expect(p.status).toBe(401);
    expect(p.json.result).toBe(ResultCode.AccessTokenInvalid);
  });

  it("keeps each trader's value apart", async () => {
    const carol = await newTrader(t);
    expect((await postJson(carol, { key: 'lang', value: 'es' })).result).toBe(ResultCode.Ok);
    expect((await getLang(alice)).data.value).toBe('de');
    expect((await getLang(carol)).data.value).toBe('es');
    expect((await postJson(alice, { key: 'lang', value: 'en' })).result).toBe(ResultCode.Ok);
    expect((await getLang(carol)).data.value).toBe('es');
  });
});
