import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { createTestApp, type TestApp } from './test-app.ts';
import { rawCall } from './http-helpers.ts';

// The OpenAPI document lists the admin and bridge endpoints: a production server does not publish it unless
// API_DOCS says so (config.ts); scripts/openapi.ts generates it either way.
describe('api docs: served outside production, not in production', () => {
  const apps: TestApp[] = [];
  const app = async (env: Record<string, string>) => {
    const t = await createTestApp({ env });
    apps.push(t);
    return t;
  };
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    production = await app({ NODE_ENV: 'production' });
    development = await app({ NODE_ENV: 'development' });
  });
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('answers /api/docs and /api/docs/json with a 404 envelope in production', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      const r = await rawCall(production, { url });
      expect(r.status, url).toBe(404);
      expect(r.json.result, url).toBe(ResultCode.RequestIsNotValid);
    }
  });

  it('serves them in development', async () => {
    const json = await rawCall(development, { url: '/api/docs/json' });
    expect(json.status).toBe(200);
    expect(json.json.openapi).toBe('3.1.0');
    const ui = await rawCall(development, { url: '/api/docs' });
    expect(ui.status).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });

  it('serves them in production when API_DOCS=true, and not in development when API_DOCS=false', async () => {
    const opted = await app({ NODE_ENV: 'production', API_DOCS: 'true' });
    expect((await rawCall(opted, { url: '/api/docs/json' })).status).toBe(200);
    const off = await app({ NODE_ENV: 'development', API_DOCS: 'false' });
    expect((await rawCall(off, { url: '/api/docs/json' })).status).toBe(404);
  });

  it('still generates the document when it is not served (scripts/openapi.ts relies on it)', () => {
    const doc = production.app.swagger() as { paths: Record<string, unknown> };
    expect(doc.paths).toHaveProperty('/api/auth/v1/Authenticate');
  });
});
