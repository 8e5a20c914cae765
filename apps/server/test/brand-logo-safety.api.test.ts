import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  SITE_VERSION,
  SITE_VERSION_HEADER,
  type AdminBrand,
  type Certificate,
  type Certificates,
} from '@portal/contract';
import { adminCall, agentCookie, brandId, CONSOLE_HOST, type Agent, signedInAs } from './admin-helpers.ts';
import { as, type Trader } from './buying-helpers.ts';
import { boughtAccount } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { call, createTestApp, injectInto, type TestApp } from './test-app.ts';

/**
 * A brand's uploaded SVG logo is drawn on its certificates (resvg) and shown to browsers: one that reads files,
 * reaches out, or runs anything is refused at upload (-200, nothing stored); one stored anyway (before the check)
 * or one that fails to draw never breaks the certificate: the sheet prints the brand's name instead. The public
 * certificate check has a limit of its own per address.
 */
const GOOD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const HOSTILE = [
  '<svg><image href=/etc/passwd /></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/passwd" width="10" height="10"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="file:///etc/hostname"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#a"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><g/onload=alert(1)></g></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)" width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect ONLOAD="alert(1)" width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><style>rect{fill:u\\72l(https://evil.example/x)}</style><rect/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:u\\72l(/etc/passwd)" width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url( /etc/passwd )" width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.example/a.css";</style></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.example/p#g)" width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feImage href="/etc/passwd"/></filter></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="href" to="javascript:alert(1)"/></svg>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"></svg>', // not well-formed
];

describe('brand logos that could hurt: refused on upload, never breaking a certificate', () => {
  let t: TestApp;
  let owner: Agent;
  let northwind: string;
  let trader: Trader;
  let certificate: Certificate;

  // The console's listener, as the brand screen uploads it.
  const upload = (body: string) =>
    injectInto(t, 'console', {
      method: 'POST',
      url: ApiPath.adminBrandAsset.replace(':id', northwind).replace(':kind', 'logo'),
      remoteAddress: '127.0.0.1',
      headers: {
        host: CONSOLE_HOST,
        [SITE_VERSION_HEADER]: SITE_VERSION,
        cookie: agentCookie(owner),
        'x-xsrf-token': owner.xsrf,
        'content-type': 'image/svg+xml',
      },
      payload: body,
    });
  const logoUrl = async () =>
    (await adminCall<AdminBrand>(t, 'GET', ApiPath.adminBrand.replace(':id', northwind), { agent: owner })).data.config
      .logoUrl;
  const storedLogo = async () =>
    (
      await t.db.query<{ sha256: string }>(`select sha256 from brand_assets where brand_id = $1 and kind = 'logo'`, [
        northwind,
      ])
    )[0]?.sha256;
  const asset = (url: string, ip = '10.9.0.1') =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: ip,
      headers: { host: 'localhost', [SITE_VERSION_HEADER]: SITE_VERSION },
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInAs(t, 'owner');
    northwind = await brandId(t, 'northwind');
    trader = await newTrader(t);
    const account = await boughtAccount(t, trader, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await t.app.modules.certificates.services.certificatesService.fundedOpened(t.db, {
      id: account.id,
      createdAt: new Date(),
    });
    certificate = (await call<Certificates>(t, 'GET', `${ApiPath.certificates}?lang=en`, as(trader))).data.items[0]!;
  }, 60_000);
  afterAll(() => t.close());

  it('refuses each hostile SVG with -200 and stores nothing; a plain drawing is taken', async () => {
    const ok = await upload(GOOD);
    expect(ok.statusCode).toBe(200);
    const kept = { url: await logoUrl(), sha: await storedLogo() };
    expect(kept.sha).toBe(createHash('sha256').update(GOOD).digest('hex'));
    for (const svg of HOSTILE) {
      const r = await upload(svg);
      expect([r.statusCode, (r.json() as { result: number }).result], svg).toEqual([400, ResultCode.RequestIsNotValid]);
      expect({ url: await logoUrl(), sha: await storedLogo() }, svg).toEqual(kept);
    }
    // what a designer's export holds: gradients, internal references, styles, text, an embedded PNG
    const designed =
      '<?xml version="1.0" encoding="UTF-8"?><!-- exported --><svg xmlns="http://www.w3.org/2000/svg" ' +
      'xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="40" viewBox="0 0 200 40"><title>Logo</title>' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#1652f0"/><stop offset="1" stop-color="#0f1a33"/>' +
      '</linearGradient><path id="m" d="M0 0h10v10z"/><style>.t{font:700 17px Inter;fill:url(#g)}</style></defs>' +
      '<rect width="32" height="32" rx="8" fill="url(#g)" style="stroke: url( \'#g\' )"/><use xlink:href="#m" x="4"/>' +
      '<text class="t" x="44" y="27">North<tspan fill="#1652f0">wind</tspan></text>' +
      '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="/></svg>';
    const taken = await upload(designed);
    expect([taken.statusCode, taken.body]).toEqual([200, expect.stringContaining('"result":0')]);
  });

  it('draws the brand name when the stored logo cannot be used: the certificate PNG and PDF still answer 200', async () => {
    // the sheet without a logo (the name printed): what every bad logo must give
    await t.db.query(`update brands set settings = settings - 'logoUrl' where id = $1`, [northwind]);
    await t.app.modules.brands.services.brandsService.recordChange(t.db);
    t.app.modules.brands.services.brandsService.invalidate();
    const byName = await asset(certificate.pngUrl);
    expect(byName.statusCode).toBe(200);
    for (const [i, svg] of HOSTILE.slice(0, 3).entries()) {
      // stored as an upload made before the check was
      await t.db.query(
        `insert into brand_assets (brand_id, kind, content_type, bytes, sha256) values ($1, 'logo', 'image/svg+xml', $2, $3)
         on conflict (brand_id, kind) do update set bytes = excluded.bytes, sha256 = excluded.sha256`,
        [northwind, Buffer.from(svg), `bad${i}`],
      );
      await t.db.query(
        `update brands set settings = settings || jsonb_build_object('logoUrl', $2::text) where id = $1`,
        [northwind, `${ApiPath.brandAsset.replace(':brandId', northwind).replace(':kind', 'logo')}?v=bad${i}`],
      );
      await t.app.modules.brands.services.brandsService.recordChange(t.db);
      t.app.modules.brands.services.brandsService.invalidate();
      const png = await asset(certificate.pngUrl);
      expect(png.statusCode, svg).toBe(200);
      expect(png.rawPayload.equals(byName.rawPayload), svg).toBe(true);
      const pdf = await asset(certificate.pdfUrl);
      expect(pdf.statusCode, svg).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // A plain drawing the console takes, that the sheet still cannot draw (its prefix is declared on the root the
    // sheet replaces): the renderer fails, and the name is printed.
    const undrawable =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
      '<s:rect width="10" height="10"/></svg>';
    expect((await upload(undrawable)).statusCode).toBe(200);
    const png = await asset(certificate.pngUrl);
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.equals(byName.rawPayload)).toBe(true);
    expect((await asset(certificate.pdfUrl)).statusCode).toBe(200);
  });

  it('limits the public certificate check per address: 429 after 30 guesses, other calls and addresses unaffected', async () => {
    const guess = (id: string, ip: string) =>
      call(t, 'GET', ApiPath.certificateVerify.replace(':shortId', id), { host: 'localhost', ip });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await guess(`ZZZZZZZZ${String(i).padStart(2, '0')}`, '10.7.0.1')).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    const refused = await guess(certificate.shortId, '10.7.0.1');
    expect([refused.status, refused.result]).toEqual([429, ResultCode.TechnicalError]);
    // the same address's other calls, and the check from another address, go on
    expect((await call(t, 'GET', ApiPath.brand, { host: 'localhost', ip: '10.7.0.1' })).status).toBe(200);
    const other = await guess(certificate.shortId, '10.7.0.2');
    expect([other.status, other.result]).toEqual([200, ResultCode.Ok]);
  });
});
