import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { SERVER_PREFIXES } from '../src/http/spa-fallback.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The server's own paths are never the web app's: with both apps built (production), an unknown path under any
 * of them, or /metrics without METRICS_TOKEN, answers 404 (405 for a known path asked with another method),
 * never the trader app's index.html.
 */
describe('server paths never answer with the web app (production, both apps built)', () => {
  let t: TestApp;
  let web: string;
  let console_: string;
  const WEB_PAGE = '<!doctype html><html><body>the trader app</body></html>';

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'portal-web-'));
    console_ = mkdtempSync(join(tmpdir(), 'portal-backoffice-'));
    writeFileSync(join(web, 'index.html'), WEB_PAGE);
    mkdirSync(join(console_, 'js'), { recursive: true });
    writeFileSync(join(console_, 'index.html'), '<!doctype html><html><body>the console</body></html>');
    t = await createTestApp({
      config: { env: 'production', webDistDir: web, backofficeDistDir: console_, metricsToken: undefined },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(console_, { recursive: true, force: true });
  });

  const ask = (method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { host: 'localhost', [SITE_VERSION_HEADER]: SITE_VERSION } });

  it('still answers a page path of the trader app with its page (the fallback is on)', async () => {
    const page = await ask('GET', '/dashboard/home');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('the trader app');
  });

  it('answers /metrics without METRICS_TOKEN with 404, as the README says', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const r = await ask(method, '/metrics');
      expect(r.statusCode, `${method} /metrics`).toBe(404);
      expect(r.body).not.toContain('the trader app');
    }
  });

  const unknown = SERVER_PREFIXES.flatMap((prefix) => [
    `${prefix}/unknown`,
    `${prefix}/unknown/deeper?x=1`,
    ...(['/health', '/ready', '/metrics'].includes(prefix) ? [] : [prefix, `${prefix}?x=1`]),
  ]);

  it('answers every unknown path under a server prefix with 404 (405 for another method), never the web app', async () => {
    expect(SERVER_PREFIXES).toEqual(
      expect.arrayContaining(['/api', '/health', '/ready', '/metrics', '/platform', '/kyc', '/payments']),
    );
    for (const url of [...unknown, '/api/common/v1/Nope', '/platform/sandbox/nope', '/kyc/sandbox/api/nope'])
      for (const method of ['GET', 'HEAD', 'POST', 'DELETE'] as const) {
        const r = await ask(method, url);
        // a path a wildcard route takes (/brand-assets/*) asked with another method is a 405
        if (method === 'GET' || method === 'HEAD') expect(r.statusCode, `${method} ${url}`).toBe(404);
        else expect([404, 405], `${method} ${url}`).toContain(r.statusCode);
        expect(r.body, `${method} ${url}`).not.toContain('the trader app');
        expect(String(r.headers['content-type'] ?? ''), `${method} ${url}`).not.toMatch(/text\/html/);
        if (method !== 'HEAD' && url.startsWith('/api'))
          expect(r.json(), `${method} ${url}`).toMatchObject({ result: ResultCode.RequestIsNotValid });
      }
  });

  it('answers a known server path asked with another method 405, never the web app', async () => {
    for (const [method, url] of [
      ['POST', '/health'],
      ['DELETE', '/ready'],
      ['PUT', '/metrics'],
      ['DELETE', '/kyc/sandbox/sdk.js'],
      ['PUT', '/api/common/v1/brand'],
    ] as const) {
      const r = await ask(method, url);
      expect(r.statusCode, `${method} ${url}`).toBe(405);
      expect(r.body).not.toContain('the trader app');
    }
  });
});
