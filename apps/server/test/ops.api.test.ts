import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { createTestApp, type TestApp } from './test-app.ts';
import { rawCall } from './http-helpers.ts';

const TOKEN = 'metrics-token-for-tests-0123';

describe('operating endpoints: /health, /ready, /metrics', () => {
  let t: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    bare = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  it('/health answers while the process runs, with no brand or site version', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/health', headers: { host: 'anything.internal' } });
    expect([r.statusCode, r.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('/ready answers 200 when migrated, 503 with the pending migrations otherwise', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    const [last] = await bare.db.query<{ version: string }>('select max(version) as version from schema_migrations');
    await bare.db.query('delete from schema_migrations where version = $1', [last!.version]);
    const r = await bare.app.inject({ method: 'GET', url: '/ready' });
    expect([r.statusCode, r.json()]).toEqual([503, { status: 'migrating', pending: [last!.version] }]);
    await bare.db.query('insert into schema_migrations (version) values ($1)', [last!.version]);
    expect((await bare.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('/metrics needs the bearer token; without METRICS_TOKEN it does not exist (404)', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect(
      (await bare.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-wrong' } }))
        .statusCode,
    ).toBe(401);
  });

  it('/metrics: default metrics, request durations by route pattern and status, 5xx, mail queue depth', async () => {
    await rawCall(t, { url: ApiPath.brand });
    await rawCall(t, { url: ApiPath.platformRedirectUrl.replace(':id', 'abc') });
    const r = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body).toContain('process_cpu_user_seconds_total');
    expect(r.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/common\/v1\/brand",status="200"\} 1/,
    );
    expect(r.body).toContain('route="/api/TraderAccount/v1/platformRedirectUrl/:id"');
    expect(r.body).toContain('# TYPE http_server_errors_total counter');
    expect(r.body).toMatch(/mail_queue_depth \d+/);
  });
});
