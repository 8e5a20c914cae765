import { describe, expect, it } from 'vitest';
import { ApiPath, OPERATOR_ROLES, ResultCode, type AdminBrand, type BrandConfig } from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import { createBrandLook } from '../src/modules/certificates/brand-look.ts';
import { providerTypeOf } from '../src/modules/kyc/kyc.service.ts';
import { call, createTestApp, useTestApp } from './test-app.ts';
import {
  adminCall,
  adminInject,
  newApiKey,
  type Agent,
  useOperator,
  signedInAs,
  useBrandIds,
} from './admin-helpers.ts';

const brandUrl = (id: string) => ApiPath.adminBrand.replace(':id', id);
const hostsUrl = (id: string) => ApiPath.adminBrandHosts.replace(':id', id);
const hostRemoveUrl = (id: string) => ApiPath.adminBrandHostRemove.replace(':id', id);
const assetUrl = (id: string, kind: string) => ApiPath.adminBrandAsset.replace(':id', id).replace(':kind', kind);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

describe('admin brands: settings, hosts, logo and favicon', () => {
  const t = useTestApp();
  const brandIds = useBrandIds(t);
  const owner = useOperator(t, 'owner');
  const northwindAdmin = useOperator(t, 'brand_admin', ['northwind']);

  const upload = (agent: Agent, id: string, kind: string, body: Buffer | string, type = 'image/svg+xml') =>
    adminInject(t, 'POST', assetUrl(id, kind), { agent, payload: body, headers: { 'content-type': type } });

  it('role × action: every role reads brands, only owner and brand admin change them', async () => {
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const read = await adminCall(t, 'GET', brandUrl(brandIds.northwind), { agent });
      expect(read.status, `${role} brands.read`).toBe(PERMISSIONS[role].includes('brands.read') ? 200 : 403);
      const edit = await adminCall(t, 'POST', brandUrl(brandIds.northwind), { agent, body: {} });
      expect(edit.status, `${role} brands.edit`).toBe(PERMISSIONS[role].includes('brands.edit') ? 200 : 403);
    }
  });

  it('lists the brands in scope; a Northwind admin reaches no Bluewave brand (as an unknown one)', async () => {
    const all = await adminCall<{ items: { id: string; hosts: string[] }[] }>(t, 'GET', ApiPath.adminBrands, {
      agent: owner,
    });
    expect(all.data.items.map((b) => b.id)).toEqual(expect.arrayContaining([brandIds.northwind, brandIds.bluewave]));
    const mine = await adminCall<{ items: { id: string; hosts: string[] }[] }>(t, 'GET', ApiPath.adminBrands, {
      agent: northwindAdmin,
    });
    expect(mine.data.items.map((b) => b.id)).toEqual([brandIds.northwind]);
    expect(mine.data.items[0]!.hosts).toContain('localhost');
    const refused = [
      await adminCall(t, 'GET', brandUrl(brandIds.bluewave), { agent: northwindAdmin }),
      await adminCall(t, 'POST', brandUrl(brandIds.bluewave), {
        agent: northwindAdmin,
        body: { brandName: 'Taken over' },
      }),
      await adminCall(t, 'POST', hostsUrl(brandIds.bluewave), { agent: northwindAdmin, body: { host: 'x.example' } }),
      await adminCall(t, 'GET', brandUrl('00000000-0000-4000-8000-000000000000'), { agent: northwindAdmin }),
    ];
    for (const r of refused) expect([r.status, r.result]).toEqual([403, ResultCode.NotAuthorized]);
    const blue = await call<{ brandName: string }>(t, 'GET', ApiPath.brand, { host: '127.0.0.1' });
    expect(blue.data.brandName).toBe('Bluewave Prop');
  });

  it('API keys act by their actions and brands', async () => {
    const key = (await newApiKey(t, owner, ['brands.read'], [brandIds.northwind])).key;
    expect((await adminCall(t, 'GET', brandUrl(brandIds.northwind), { apiKey: key })).status).toBe(200);
    expect((await adminCall(t, 'GET', brandUrl(brandIds.bluewave), { apiKey: key })).status).toBe(403);
    expect((await adminCall(t, 'POST', brandUrl(brandIds.northwind), { apiKey: key, body: {} })).status).toBe(403);
  });

  it('a change reaches the brand endpoint at once (no restart, no 30-second wait), audited before/after', async () => {
    const before = await call<{ brandName: string }>(t, 'GET', ApiPath.brand, { host: 'localhost' });
    expect(before.data.brandName).toBe('Northwind Funded');
    const r = await adminCall<AdminBrand>(t, 'POST', brandUrl(brandIds.northwind), {
      agent: northwindAdmin,
      body: {
        brandName: 'Northwind Capital',
        supportUrl: 'https://help.northwind.example/',
        isKycEnabled: false,
        languages: { de: 'Deutsch', en: 'English' },
        defaultLanguage: 'de',
        chatWidget: { key: 'abc123', type: 1, hideWidget: false },
      },
    });
    expect([r.status, r.result]).toEqual([200, 0]);
    expect(r.data.config).toMatchObject({ brandName: 'Northwind Capital', isKycEnabled: false, defaultLanguage: 'de' });
    const after = await call<{ brandName: string; supportUrl: string; languages: Record<string, string> }>(
      t,
      'GET',
      ApiPath.brand,
      { host: 'localhost' },
    );
    expect(after.data.brandName).toBe('Northwind Capital');
    expect(after.data.supportUrl).toBe('https://help.northwind.example/');
    expect(Object.keys(after.data.languages)).toEqual(['de', 'en']);

    const [audit] = await t.db.query<{ brand_id: string; before: AdminBrand; after: AdminBrand }>(
      `select brand_id, before, after from audit_log where action = 'brands.updated' and target_id = $1 order by id desc limit 1`,
      [brandIds.northwind],
    );
    expect(audit!.brand_id).toBe(brandIds.northwind);
    expect([audit!.before.config.brandName, audit!.after.config.brandName]).toEqual([
      'Northwind Funded',
      'Northwind Capital',
    ]);
  });

  it('refuses bad settings with 400/-200: non-http links, unknown languages, a default outside them', async () => {
    const bad = [
      { supportUrl: 'javascript:alert(1)' },
      { termsUrl: 'ftp://files.example/terms' },
      { logoUrl: '//evil.example/logo.svg' },
      { languages: { xx: 'Klingon' }, defaultLanguage: 'xx' },
      { defaultLanguage: 'fr' },
      { publicUrl: 'https://northwind.example/path' },
      { disabledCountries: ['ZZ'] },
      { brandName: 'A\u0000B' },
      { googleTagManagerKey: '<script>' },
    ];
    for (const body of bad) {
      const r = await adminCall(t, 'POST', brandUrl(brandIds.northwind), { agent: owner, body });
      expect([r.status, r.result], JSON.stringify(body)).toEqual([400, ResultCode.RequestIsNotValid]);
    }
  });

  it('the verification provider kind and the certificate colour: checked, shown, in effect on the next read', async () => {
    const look = createBrandLook({ assetsDir: '/nonexistent', uploadedAsset: async () => undefined });
    const read = () => t.app.modules.brands.services.brandsService.resolveHost('127.0.0.1');
    const shown = await adminCall<AdminBrand>(t, 'GET', brandUrl(brandIds.bluewave), { agent: owner });
    expect([shown.data.kycProviderType, shown.data.primaryColor]).toEqual([1, '#0a8f8a']);
    expect(providerTypeOf(await read())).toBe(1);

    for (const [body, path, message] of [
      [{ primaryColor: 'red' }, 'primaryColor', 'validation.hexColor'],
      [{ primaryColor: '#12345' }, 'primaryColor', 'validation.hexColor'],
      [{ primaryColor: '#1234567' }, 'primaryColor', 'validation.hexColor'],
      [{ primaryColor: 'url(#x)' }, 'primaryColor', 'validation.hexColor'],
      [{ kycProviderType: 2 }, 'kycProviderType', undefined],
      [{ kycProviderType: '1' }, 'kycProviderType', undefined],
    ] as const) {
      const r = await adminCall<{ issues: { path: string; message: string }[] }>(
        t,
        'POST',
        brandUrl(brandIds.bluewave),
        {
          agent: owner,
          body,
        },
      );
      expect([r.status, r.result], JSON.stringify(body)).toEqual([400, ResultCode.RequestIsNotValid]);
      const issue = r.data.issues.find((i) => i.path.replace(/^body\.?/, '') === path);
      expect(issue, JSON.stringify(r.data)).toBeDefined();
      // a key the console translates (brand-screen.test.tsx shows it in words)
      if (message) expect(issue!.message).toBe(message);
    }
    expect(providerTypeOf(await read())).toBe(1); // nothing refused was written
    expect((await look(await read())).color).toBe('#0a8f8a');

    const saved = await adminCall<AdminBrand>(t, 'POST', brandUrl(brandIds.bluewave), {
      agent: owner,
      body: { kycProviderType: 0, primaryColor: ' #AA3300 ' },
    });
    expect([saved.status, saved.data.kycProviderType, saved.data.primaryColor]).toEqual([200, 0, '#aa3300']);
    expect(providerTypeOf(await read())).toBe(0);
    expect((await look(await read())).color).toBe('#aa3300');

    const cleared = await adminCall<AdminBrand>(t, 'POST', brandUrl(brandIds.bluewave), {
      agent: owner,
      body: { kycProviderType: 1, primaryColor: null },
    });
    expect([cleared.data.kycProviderType, cleared.data.primaryColor]).toEqual([1, null]);
    expect(providerTypeOf(await read())).toBe(1);
    expect((await look(await read())).color).toBe('#1652f0'); // the portal's default
    await adminCall(t, 'POST', brandUrl(brandIds.bluewave), { agent: owner, body: { primaryColor: '#0a8f8a' } });
  });

  it('hosts: strict syntax, one brand per host, the new host selects the brand at once, not the last one removed', async () => {
    const add = (id: string, host: string) =>
      adminCall<AdminBrand>(t, 'POST', hostsUrl(id), { agent: owner, body: { host } });
    for (const host of ['localhost:3000', 'a b.example', '[localhost]', 'x..example', 'user@x.example', 'x.example.'])
      expect((await add(brandIds.northwind, host)).status, host).toBe(400);
    expect((await add(brandIds.northwind, '127.0.0.1')).status).toBe(400); // Bluewave's
    expect((await call(t, 'GET', ApiPath.brand, { host: 'trade.northwind.example' })).result).toBe(
      ResultCode.BrandIsNotSetUp,
    );
    const added = await add(brandIds.northwind, 'Trade.Northwind.example');
    expect(added.data.hosts).toContain('trade.northwind.example');
    const resolved = await call<{ brandName: string }>(t, 'GET', ApiPath.brand, { host: 'trade.northwind.example' });
    expect(resolved.result).toBe(0);
    expect((await add(brandIds.bluewave, 'trade.northwind.example')).status).toBe(400);

    const remove = (id: string, host: string) =>
      adminCall<AdminBrand>(t, 'POST', hostRemoveUrl(id), { agent: owner, body: { host } });
    expect((await remove(brandIds.northwind, 'trade.northwind.example')).data.hosts).not.toContain(
      'trade.northwind.example',
    );
    expect((await call(t, 'GET', ApiPath.brand, { host: 'trade.northwind.example' })).result).toBe(
      ResultCode.BrandIsNotSetUp,
    );
    expect((await remove(brandIds.bluewave, '127.0.0.1')).status).toBe(400); // its last host
    expect((await remove(brandIds.bluewave, 'localhost')).status).toBe(400); // not its host
    const actions = await t.db.query<{ action: string }>(
      `select action from audit_log where target_id = $1 and action like 'brands.host%' order by id`,
      [brandIds.northwind],
    );
    expect(actions.map((a) => a.action)).toEqual(['brands.hostAdded', 'brands.hostRemoved']);
  });

  it('uploads a logo (sniffed, script refused), served publicly where the configuration points', async () => {
    const res = await upload(northwindAdmin, brandIds.northwind, 'logo', SVG, 'application/octet-stream');
    const body = JSON.parse(res.body) as { result: number; data: { url: string; contentType: string } };
    expect([res.statusCode, body.result, body.data.contentType]).toEqual([200, 0, 'image/svg+xml']);
    const config = await call<{ logoUrl: string }>(t, 'GET', ApiPath.brand, { host: 'localhost' });
    expect(config.data.logoUrl).toBe(body.data.url);
    const served = await t.app.inject({ method: 'GET', url: body.data.url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toBe(SVG);
    // Not on another brand's host.
    expect((await t.app.inject({ method: 'GET', url: body.data.url, headers: { host: '127.0.0.1' } })).statusCode).toBe(
      404,
    );

    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
    const fav = await upload(owner, brandIds.northwind, 'favicon', png, 'image/png');
    expect(JSON.parse(fav.body)).toMatchObject({ result: 0, data: { contentType: 'image/png', size: 40 } });
    const favUrl = (JSON.parse(fav.body) as { data: { url: string } }).data.url;
    const favServed = await t.app.inject({ method: 'GET', url: favUrl, headers: { host: 'localhost' } });
    expect(favServed.rawPayload.equals(png)).toBe(true);

    for (const evil of [
      SVG.replace('<rect', '<script>alert(1)</script><rect'),
      SVG.replace('<rect', '<rect onclick="x()"'),
      SVG.replace('<rect', '<foreignObject><p/></foreignObject><rect'),
      '<html>not an image</html>',
    ]) {
      const r = await upload(owner, brandIds.northwind, 'logo', evil);
      expect([r.statusCode, JSON.parse(r.body).result]).toEqual([400, ResultCode.RequestIsNotValid]);
    }
    expect((await upload(owner, brandIds.northwind, 'logo', Buffer.alloc(600 * 1024, 0x20))).statusCode).toBe(413);
    expect((await upload(owner, brandIds.northwind, 'banner', SVG)).statusCode).toBe(400);
    expect((await upload(northwindAdmin, brandIds.bluewave, 'logo', SVG)).statusCode).toBe(403);
    const audit = await t.db.query<{ after: AdminBrand }>(
      `select after from audit_log where action = 'brands.assetUploaded' and target_id = $1 order by id`,
      [brandIds.northwind],
    );
    expect(audit.map((a) => a.after.config.logoUrl)).toContain(body.data.url);
  });

  it("serves the fixed logo image by host: the uploaded logo, else the brand's logo file", async () => {
    const uploaded = await t.app.inject({ method: 'GET', url: ApiPath.brandLogo, headers: { host: 'localhost' } });
    expect([uploaded.statusCode, uploaded.headers['content-type'], uploaded.body]).toEqual([200, 'image/svg+xml', SVG]);
    const file = await t.app.inject({ method: 'GET', url: ApiPath.brandLogo, headers: { host: '127.0.0.2' } });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(file.body).toContain('Aurora');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it('seeds the third brand on 127.0.0.2: the variant screens, its own languages, styles and every integration key', async () => {
    const r = await call<BrandConfig>(t, 'GET', ApiPath.brand, { host: '127.0.0.2' });
    expect(r.data).toMatchObject({
      brandName: 'Aurora Capital',
      screensVariant: 'configurator',
      stylesCssUrl: '/brand-assets/aurora/styles.css',
      languages: { en: 'English', es: 'Español', fr: 'Français' },
      hideGoogleTag: false,
      chatWidget: { type: 0, hideWidget: false },
      pixelTikTok: { hide: false },
    });
    for (const key of [
      r.data.googleTagManagerKey,
      r.data.googleAdsFloodlightKey,
      r.data.recaptchaSiteKey,
      r.data.chatWidget.key,
      r.data.pixelTikTok.id,
      r.data.sentry.key,
      r.data.affiliateUrl,
      r.data.economicCalendarUrl,
      r.data.discordUrl,
    ])
      expect(key).toBeTruthy();
    const css = await t.app.inject({ method: 'GET', url: r.data.stylesCssUrl!, headers: { host: '127.0.0.2' } });
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    expect(css.body).toContain('--color-primary');
    const packages = await call<{ items: { currency: string }[] }>(t, 'GET', ApiPath.tradingPackagesAll, {
      host: '127.0.0.2',
    });
    expect(packages.data.items.length).toBeGreaterThan(0);
    expect(new Set(packages.data.items.map((p) => p.currency))).toEqual(new Set(['GBP']));
  });

  it('a change saved on one instance reaches the next page load on another instance within a second', async () => {
    const other = await createTestApp({ database: t.db });
    try {
      const before = await call<BrandConfig>(other, 'GET', ApiPath.brand, { host: '127.0.0.1' });
      expect(before.data.screensVariant).toBe('default');
      const r = await adminCall(t, 'POST', brandUrl(brandIds.bluewave), {
        agent: owner,
        body: { screensVariant: 'configurator', stylesCssUrl: null, discordUrl: 'https://discord.example/bw' },
      });
      expect([r.status, r.result]).toEqual([200, 0]);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const after = await call<BrandConfig>(other, 'GET', ApiPath.brand, { host: '127.0.0.1' });
      expect(after.data).toMatchObject({
        screensVariant: 'configurator',
        stylesCssUrl: null,
        discordUrl: 'https://discord.example/bw',
      });
    } finally {
      await other.close();
    }
  });
});
