import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import en from '../src/i18n/catalogues/en.json' with { type: 'json' };
import de from '../src/i18n/catalogues/de.json' with { type: 'json' };
import fr from '../src/i18n/catalogues/fr.json' with { type: 'json' };
import { RECAPTCHA_TEST_SITE_KEY } from '../src/integrations/captcha/captcha-verifier.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

type Catalogue = { pageTitle: { signIn: string } } & Record<string, unknown>;
type Geo = { ip: string; countryCode: string | null; source: string; isDisabledCountry: boolean };

describe('common: brand, translations, disabled countries, geolocation', () => {
  let t: TestApp;
  let withGeoHeader: TestApp;
  beforeAll(async () => {
    [t, withGeoHeader] = await Promise.all([
      createTestApp(),
      createTestApp({ env: { GEO_COUNTRY_HEADER: 'CF-IPCountry' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), withGeoHeader.close()]);
  });

  describe('GET /api/common/v1/brand', () => {
    it('serves the brand of host localhost with its languages', async () => {
      const r = await call(t, 'GET', '/api/common/v1/brand');
      expect(r.status).toBe(200);
      expect(r.result).toBe(ResultCode.Ok);
      expect(r.data).toMatchObject({
        brandName: 'Northwind Funded',
        languages: { en: 'English', de: 'Deutsch', es: 'Español' },
        defaultLanguage: 'en',
        logoUrl: '/brand-assets/northwind/logo.svg',
        recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY,
        isKycEnabled: true,
        chatWidget: { key: null, type: 0, hideWidget: true },
        economicCalendarUrl: null,
      });
      expect(Object.keys(r.data.languages as object)).toEqual(['en', 'de', 'es']);
    });

    it('serves the second brand on 127.0.0.1 with en and fr only', async () => {
      const r = await call(t, 'GET', '/api/common/v1/brand', { host: '127.0.0.1' });
      expect(r.result).toBe(ResultCode.Ok);
      expect(r.data).toMatchObject({
        brandName: 'Bluewave Prop',
        languages: { en: 'English', fr: 'Français' },
        hideDiscordMenu: true,
        isKycEnabled: true,
        chatWidget: { type: 1 },
      });
      expect(Object.keys(r.data.languages as object).sort()).toEqual(['en', 'fr']);
    });

    it('ignores the port and the case of the host', async () => {
      const r = await call(t, 'GET', '/api/common/v1/brand', { host: 'LocalHost:5173' });
      expect(r.data.brandName).toBe('Northwind Funded');
    });

    it('answers -900 for a host that belongs to no brand, on every /api path', async () => {
      for (const path of ['/api/common/v1/brand', '/api/common/v1/Translate/en', '/api/common/v1/DisabledCountries']) {
        const r = await call(t, 'GET', path, { host: 'unknown.example' });
        expect(r.status, path).toBe(200);
        expect(r.result, path).toBe(ResultCode.BrandIsNotSetUp);
        expect(r.data, path).toBeNull();
      }
    });
  });

  describe('GET /api/common/v1/Translate/{lang}', () => {
    it('serves the complete English catalogue, cacheable', async () => {
      const r = await call<Catalogue>(t, 'GET', '/api/common/v1/Translate/en');
      expect(r.status).toBe(200);
      expect(r.result).toBe(ResultCode.Ok);
      expect(r.data.pageTitle.signIn).toBe('Sign In');
      expect(r.data).toEqual(en);
      expect(r.headers['cache-control']).toBe('public, max-age=300');
    });

    it('serves the complete German catalogue on the brand that offers it', async () => {
      const r = await call<Catalogue>(t, 'GET', '/api/common/v1/Translate/de');
      expect(r.result).toBe(ResultCode.Ok);
      expect(r.data.pageTitle.signIn).toBe('Anmelden');
      expect(r.data).toEqual(de);
    });

    it('takes the language code in any case', async () => {
      const r = await call<Catalogue>(t, 'GET', '/api/common/v1/Translate/DE');
      expect(r.result).toBe(ResultCode.Ok);
      expect(r.data.pageTitle.signIn).toBe('Anmelden');
    });

    it('refuses a language the brand does not offer with -80, even when a catalogue exists', async () => {
      const r = await call(t, 'GET', '/api/common/v1/Translate/fr');
      expect(r.status).toBe(200);
      expect(r.result).toBe(ResultCode.InvalidSiteLanguage);
      expect(r.data).toBeNull();
    });

    it('refuses an unknown language with -80', async () => {
      expect((await call(t, 'GET', '/api/common/v1/Translate/xx')).result).toBe(ResultCode.InvalidSiteLanguage);
      expect((await call(t, 'GET', '/api/common/v1/Translate/xx', { host: '127.0.0.1' })).result).toBe(
        ResultCode.InvalidSiteLanguage,
      );
    });

    it('does not mistake names of object properties for languages', async () => {
      for (const lang of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        const r = await call(t, 'GET', `/api/common/v1/Translate/${lang}`);
        expect(r.status, lang).toBe(200);
        expect(r.result, lang).toBe(ResultCode.InvalidSiteLanguage);
      }
    });

    it('serves English on both brands and French on the brand that offers it', async () => {
      const enBlue = await call<Catalogue>(t, 'GET', '/api/common/v1/Translate/en', { host: '127.0.0.1' });
      expect(enBlue.result).toBe(ResultCode.Ok);
      expect(enBlue.data).toEqual(en);
      const frBlue = await call<Catalogue>(t, 'GET', '/api/common/v1/Translate/fr', { host: '127.0.0.1' });
      expect(frBlue.result).toBe(ResultCode.Ok);
      expect(frBlue.data).toEqual(fr);
      const deBlue = await call(t, 'GET', '/api/common/v1/Translate/de', { host: '127.0.0.1' });
      expect(deBlue.result).toBe(ResultCode.InvalidSiteLanguage);
    });
  });

  describe('GET /api/common/v1/DisabledCountries', () => {
    it("lists each brand's own countries", async () => {
      const north = await call<string[]>(t, 'GET', '/api/common/v1/DisabledCountries');
      expect(north.status).toBe(200);
      expect(north.result).toBe(ResultCode.Ok);
      expect(north.data).toEqual(['BY', 'CU', 'IR', 'KP', 'RU', 'SY']);
      const blue = await call<string[]>(t, 'GET', '/api/common/v1/DisabledCountries', { host: '127.0.0.1' });
      expect(blue.data).toEqual(['CU', 'IR', 'KP', 'SY', 'US']);
    });
  });

  describe('GET /api/common/v1/GeolocationInfo', () => {
    const geo = (app: TestApp, options: { ip?: string; host?: string; headers?: Record<string, string> } = {}) =>
      call<Geo>(app, 'GET', '/api/common/v1/GeolocationInfo', options);

    it('knows no country for a loopback or private address', async () => {
      for (const ip of ['127.0.0.1', '10.1.2.3', '::1']) {
        const r = await geo(t, { ip });
        expect(r.status).toBe(200);
        expect(r.result).toBe(ResultCode.Ok);
        expect(r.data).toEqual({ ip, countryCode: null, source: 'none', isDisabledCountry: false });
      }
    });

    it('ignores a country header when GEO_COUNTRY_HEADER is not configured', async () => {
      const r = await geo(t, { headers: { 'cf-ipcountry': 'RU' } });
      expect(r.data).toMatchObject({ countryCode: null, source: 'none', isDisabledCountry: false });
    });

    it('uses the address database for a public address', async () => {
      const r = await geo(t, { ip: '8.8.8.8' });
      expect(r.data).toEqual({ ip: '8.8.8.8', countryCode: 'US', source: 'address', isDisabledCountry: false });
      const mapped = await geo(t, { ip: '::ffff:81.2.69.142' });
      expect(mapped.data).toMatchObject({ countryCode: 'GB', source: 'address' });
    });

    it("flags a country that the request's brand disables", async () => {
      const r = await geo(t, { ip: '8.8.8.8', host: '127.0.0.1' });
      expect(r.data).toMatchObject({ countryCode: 'US', source: 'address', isDisabledCountry: true });
    });

    it('believes the configured header, upper-cased, before the address', async () => {
      const r = await geo(withGeoHeader, { headers: { 'cf-ipcountry': 'DE' } });
      expect(r.data).toEqual({ ip: '127.0.0.1', countryCode: 'DE', source: 'header', isDisabledCountry: false });
      const both = await geo(withGeoHeader, { ip: '8.8.8.8', headers: { 'cf-ipcountry': 'fr' } });
      expect(both.data).toMatchObject({ countryCode: 'FR', source: 'header' });
    });

    it('flags a disabled country given by the header', async () => {
      const r = await geo(withGeoHeader, { headers: { 'cf-ipcountry': 'RU' } });
      expect(r.data).toMatchObject({ countryCode: 'RU', source: 'header', isDisabledCountry: true });
      const blue = await geo(withGeoHeader, { host: '127.0.0.1', headers: { 'cf-ipcountry': 'RU' } });
      expect(blue.data).toMatchObject({ countryCode: 'RU', isDisabledCountry: false });
    });

    it("falls back to the address when the header holds no country (missing, malformed, or the proxy's unknown XX)", async () => {
      for (const value of ['', 'Germany', 'T1', 'XX']) {
        const r = await geo(withGeoHeader, { ip: '8.8.8.8', headers: { 'cf-ipcountry': value } });
        expect(r.data, value).toMatchObject({ countryCode: 'US', source: 'address' });
      }
      const none = await geo(withGeoHeader, { ip: '8.8.8.8' });
      expect(none.data).toMatchObject({ countryCode: 'US', source: 'address' });
    });
  });
});
