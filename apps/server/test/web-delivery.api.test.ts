import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { EARLY_READ_ELEMENT, EARLY_READ_SCRIPT } from '../src/http/early-read.ts';
import { createTestApp, injectInto, type TestApp, useTestApp } from './test-app.ts';

// Both builds are sent precompressed as the browser accepts, hashed files cached for a year as
// immutable, index.html revalidated on every load (also when it answers a page path).
const YEAR = 'public, max-age=31536000, immutable';

/** A built file with its .br and .gz forms, as the build writes them. */
function built(root: string, file: string, text: string) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

describe('web delivery: precompressed files and cache policy (production)', () => {
  let t: TestApp;
  let web: string;
  let console_: string;
  const webHtml = `<!doctype html><html><body>${'trader app '.repeat(200)}</body></html>`;
  const consoleHtml = `<!doctype html><html><body>${'back office '.repeat(200)}</body></html>`;
  const webJs = `export const app = ${JSON.stringify('x'.repeat(4000))};`;
  const consoleJs = `export const console = ${JSON.stringify('y'.repeat(4000))};`;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'portal-web-'));
    console_ = mkdtempSync(join(tmpdir(), 'portal-backoffice-'));
    built(web, 'index.html', webHtml);
    built(web, 'dashboard/js/index-AbCd1234.js', webJs);
    built(web, 'dashboard/css/index-EfGh5678.css', `body{color:red}${' '.repeat(2000)}`);
    mkdirSync(join(web, 'dashboard/img/flags'), { recursive: true });
    writeFileSync(join(web, 'dashboard/img/flags/en.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    built(console_, 'index.html', consoleHtml);
    built(console_, 'js/index-IjKl9012.js', consoleJs);
    t = await createTestApp({ config: { env: 'production', webDistDir: web, backofficeDistDir: console_ } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(console_, { recursive: true, force: true });
  });

  // The console's files on its own listener, the trader app's on the main one.
  const get = (url: string, acceptEncoding?: string, host = 'localhost', extra: Record<string, string> = {}) =>
    injectInto(t, url.startsWith('/backoffice') ? 'console' : 'trader', {
      method: 'GET',
      url,
      headers: {
        host,
        ...extra,
        [SITE_VERSION_HEADER]: SITE_VERSION,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('sends the brotli form to a browser that accepts it, else gzip, else the file itself', async () => {
    const br = await get('/dashboard/js/index-AbCd1234.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(webJs);
    expect(br.rawPayload.length).toBeLessThan(webJs.length / 10);

    const gz = await get('/dashboard/js/index-AbCd1234.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(webJs);

    const plain = await get('/dashboard/js/index-AbCd1234.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(webJs);
  });

  it('lets browsers keep hashed files for a year, of both apps', async () => {
    for (const url of [
      '/dashboard/js/index-AbCd1234.js',
      '/dashboard/css/index-EfGh5678.css',
      '/backoffice/js/index-IjKl9012.js',
    ]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const reply = await get(url, encoding);
        expect(reply.statusCode, `${url} ${encoding}`).toBe(200);
        expect(reply.headers['cache-control'], `${url} ${encoding}`).toBe(YEAR);
      }
    }
    const consoleJsBr = await get('/backoffice/js/index-IjKl9012.js', 'br');
    expect(consoleJsBr.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(consoleJsBr.rawPayload).toString()).toBe(consoleJs);
  });

  it('has index.html revalidated on every load, also when it answers a page path, compressed', async () => {
    // On a host of no brand the trader app's page is the built file as it is (decision 027 adds data otherwise).
    const cases: Array<[string, string, string]> = [
      ['/', webHtml, 'elsewhere.example'],
      ['/sign-in', webHtml, 'elsewhere.example'],
      ['/index.html', webHtml, 'elsewhere.example'],
      ['/dashboard/home', webHtml, 'elsewhere.example'],
      ['/backoffice/', consoleHtml, 'localhost'],
      ['/backoffice/overview', consoleHtml, 'localhost'],
    ];
    for (const [url, html, host] of cases) {
      const reply = await get(url, 'br', host);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(String(reply.headers['content-type']), url).toMatch(/^text\/html/);
      expect(reply.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(reply.rawPayload).toString(), url).toBe(html);
      const plain = await get(url, 'identity', host);
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.body, url).toBe(html);
    }
  });

  it("answers an unknown path of an API (the portal's, the sandbox providers') with the 404 envelope, never a page", async () => {
    for (const url of ['/api/nothing', '/kyc/sandbox/api/nothing', '/platform/sandbox/api/nothing?x=1']) {
      const reply = await get(url, 'identity');
      expect([reply.statusCode, String(reply.headers['content-type'])], url).toEqual([
        404,
        'application/json; charset=utf-8',
      ]);
      expect(reply.json<{ result: number }>().result, url).toBe(-200);
    }
  });

  it('keeps unhashed public files briefly, and never serves the compressed forms as addresses of their own', async () => {
    const flag = await get('/dashboard/img/flags/en.svg', 'br');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['cache-control']).toBe('public, max-age=3600');
    const raw = await get('/dashboard/js/index-AbCd1234.js.br', 'br');
    expect(String(raw.headers['content-type'])).toMatch(/^text\/html/); // the page fallback, not brotli bytes
  });

  /** The start-up data in a page, and the page around it. */
  function pageData(html: string) {
    const match = /<script type="application\/json" id="portal-page-data">(.*?)<\/script>/s.exec(html);
    expect(match, 'the page carries its start-up data').not.toBeNull();
    return {
      data: JSON.parse(match![1]!) as { brand: Record<string, unknown>; catalogues: Record<string, unknown> },
      around: html.replace(match![0], ''),
    };
  }
  const api = async (url: string, host = 'localhost') =>
    (await t.app.inject({ method: 'GET', url, headers: { host, [SITE_VERSION_HEADER]: SITE_VERSION } })).json()
      .data as unknown;

  it("renders the brand's configuration and the start-up catalogues into the page, as the API sends them", async () => {
    for (const url of ['/', '/sign-in', '/index.html', '/dashboard/home?x=1']) {
      const reply = await get(url, 'br');
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(reply.headers.vary, url).toMatch(/accept-encoding/);
      const { data, around } = pageData(brotliDecompressSync(reply.rawPayload).toString());
      expect(around, url).toBe(webHtml);
      expect(data.brand, url).toEqual(await api('/api/common/v1/brand'));
      expect(Object.keys(data.catalogues), url).toEqual(['en']);
      expect(data.catalogues.en, url).toEqual(await api('/api/common/v1/Translate/en'));
    }
    // Another host, another brand (127.0.0.1 is the second seeded brand).
    const other = pageData((await get('/sign-in', 'identity', '127.0.0.1')).body).data;
    expect(other.brand).toEqual(await api('/api/common/v1/brand', '127.0.0.1'));
    expect(other.brand.brandName).not.toBe(pageData((await get('/sign-in', 'identity')).body).data.brand.brandName);
  });

  it('adds the language start-up will choose: the lang query, else the lang cookie, if the brand offers it', async () => {
    const languages = async (url: string, cookie?: string) => {
      const reply = await get(url, 'gzip', 'localhost', cookie ? { cookie } : {});
      expect(reply.headers['content-encoding']).toBe('gzip');
      return Object.keys(pageData(gunzipSync(reply.rawPayload).toString()).data.catalogues);
    };
    expect(await languages('/sign-in?lang=de')).toEqual(['en', 'de']);
    expect(await languages('/sign-in', 'theme=dark; lang=es')).toEqual(['en', 'es']);
    expect(await languages('/sign-in?lang=DE', 'lang=es')).toEqual(['en', 'de']);
    // Northwind does not offer French: English only (the app then asks the API for nothing else either).
    expect(await languages('/sign-in?lang=fr', 'lang=fr')).toEqual(['en']);
    const de = pageData((await get('/sign-in?lang=de', 'identity')).body).data;
    expect(de.catalogues.de).toEqual(await api('/api/common/v1/Translate/de'));
  });

  it('answers a revalidation with 304 while the page is unchanged', async () => {
    const first = await get('/sign-in', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/sign-in', 'br', 'localhost', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const german = await get('/sign-in?lang=de', 'br', 'localhost', { 'if-none-match': etag });
    expect(german.statusCode).toBe(200);
  });

  it('makes the page again once the brand changes, on the change the brands service hears', async () => {
    const before = await get('/sign-in', 'identity');
    await t.db.query(`update brands set name = 'Northwind </script><b>' where code = 'northwind'`);
    t.app.modules.brands.services.brandsService.invalidate();
    const after = await get('/sign-in', 'identity');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Escaped for the script element: the text cannot end it.
    expect(after.body).not.toContain('</script><b>');
    expect(pageData(after.body).data.brand.brandName).toBe('Northwind </script><b>');
    await t.db.query(`update brands set name = 'Northwind Funded' where code = 'northwind'`);
    t.app.modules.brands.services.brandsService.invalidate();
    expect((await get('/sign-in', 'identity')).headers.etag).toBe(before.headers.etag);
  });
});

describe('web delivery: the text catalogue on the start-up path is compressed, the rest of the API is not', () => {
  const t = useTestApp();

  const get = (url: string, acceptEncoding: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost', [SITE_VERSION_HEADER]: SITE_VERSION, 'accept-encoding': acceptEncoding },
    });

  it('sends the catalogue as brotli or gzip as accepted, the same JSON once decoded', async () => {
    const plain = await get('/api/common/v1/Translate/en', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const catalogue = plain.json();
    expect(catalogue.result).toBe(0);

    const br = await get('/api/common/v1/Translate/en', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=300');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(catalogue);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get('/api/common/v1/Translate/en', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(catalogue);
  });

  it('leaves other API replies as they were', async () => {
    const brand = await get('/api/common/v1/brand', 'gzip, deflate, br');
    expect(brand.statusCode).toBe(200);
    expect(brand.headers['content-encoding']).toBeUndefined();
    expect(brand.json().result).toBe(0);
  });
});

describe("web delivery: the signed-in home's page starts its accounts read", () => {
  let t: TestApp;
  let web: string;
  // As Vite writes it: the entry's script, its preloads and styles in the head.
  const html =
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Trader portal</title>' +
    '<script type="module" crossorigin src="/dashboard/js/index-a.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/dashboard/js/framework-b.js">' +
    '<link rel="stylesheet" crossorigin href="/dashboard/css/index-c.css"></head>' +
    '<body><div id="root"><div class="full-screen-loader"></div></div></body></html>';

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'portal-web-'));
    built(web, 'index.html', html);
    t = await createTestApp({ config: { env: 'production', webDistDir: web } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const page = (url: string, host = 'localhost') =>
    t.app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'identity' } });

  it("links the brand's stylesheet last in the head, so the first paint has the brand's colours", async () => {
    // Bluewave (127.0.0.1) has one; Northwind (localhost) has none, and its page is the built file as before.
    const bluewave = (await page('/sign-in', '127.0.0.1')).body;
    const link = '<link rel="stylesheet" data-brand-styles href="/brand-assets/bluewave/styles.css">';
    expect(bluewave.split(link)).toHaveLength(2);
    const head = bluewave.slice(0, bluewave.indexOf('</head>'));
    expect(head.endsWith(link)).toBe(true);
    expect((await page('/sign-in')).body).not.toContain('data-brand-styles');
  });

  it('puts the script before the entry and the styles on the pages that lead home, and nowhere else', async () => {
    for (const url of ['/dashboard/home', '/dashboard/home/', '/dashboard', '/']) {
      const body = (await page(url)).body;
      expect(body.split(EARLY_READ_ELEMENT), url).toHaveLength(2);
      expect(body.indexOf(EARLY_READ_ELEMENT), url).toBeLessThan(body.indexOf('<script type="module"'));
      expect(body.indexOf(EARLY_READ_ELEMENT), url).toBeGreaterThan(body.indexOf('<meta charset="UTF-8" />'));
    }
    for (const url of ['/sign-in', '/dashboard/orders', '/dashboard/homework']) {
      expect((await page(url)).body.includes(EARLY_READ_SCRIPT), url).toBe(false);
    }
  });

  it("allows exactly that script by its hash in the page's policy", async () => {
    const reply = await page('/dashboard/home');
    const inline = /<script>(.*?)<\/script>/s.exec(reply.body)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const scriptSrc = String(reply.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(hash);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
