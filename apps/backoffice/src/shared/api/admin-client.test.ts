import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { ApiError } from '@portal/ui/api/api-error.ts';
import { adminGet, configureAdminSession } from './admin-client.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the console client', () => {
  it("keeps the session's CSRF token from its replies in memory and echoes it on state-changing calls only", async () => {
    // a client that has kept no token yet (another file of this worker may have signed in)
    vi.resetModules();
    const fresh = await import('./admin-client.ts');
    // a cookie of that name (another app's, or an old console's) is never what it sends
    document.cookie = 'XSRF-TOKEN=from-a-cookie; path=/';
    const seen: Array<[string, string | null]> = [];
    server.use(
      http.get(`*${ApiPath.adminMe}`, () =>
        HttpResponse.json({ result: 0, data: {} }, { headers: { 'X-XSRF-TOKEN': 'abc/123' } }),
      ),
      http.all('*/api/admin/v1/probe', ({ request }) => {
        seen.push([request.method, request.headers.get('x-xsrf-token')]);
        return HttpResponse.json({ result: 0, data: { ok: true } });
      }),
    );
    await fresh.adminPost('/api/admin/v1/probe', {});
    await fresh.adminGet(ApiPath.adminMe);
    await expect(fresh.adminGet('/api/admin/v1/probe')).resolves.toEqual({ ok: true });
    await fresh.adminPost('/api/admin/v1/probe', {});
    expect(seen).toEqual([
      ['POST', null],
      ['GET', null],
      ['POST', 'abc/123'],
    ]);
    expect(document.cookie).not.toContain('abc/123');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('unwraps the envelope into an ApiError with the result code and HTTP status', async () => {
    server.use(http.get('*/api/admin/v1/probe', () => HttpResponse.json({ result: -200, data: null })));
    const error = await adminGet('/api/admin/v1/probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).result).toBe(ResultCode.RequestIsNotValid);
  });

  it('sends a lost session (401) to sign-in, but not an answer of SignIn or Me', async () => {
    const onSignedOut = vi.fn();
    configureAdminSession({ onSignedOut, onMustChangePassword: vi.fn() });
    const refused = () => HttpResponse.json({ result: -17, data: null }, { status: 401 });
    server.use(http.get('*/api/admin/v1/audit', refused), http.get(`*${ApiPath.adminMe}`, refused));
    await adminGet(ApiPath.adminMe).catch(() => undefined);
    expect(onSignedOut).not.toHaveBeenCalled();
    await adminGet(ApiPath.adminAudit).catch(() => undefined);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('sends a due password change (403/-50 mustChangePassword) to its screen', async () => {
    const onMustChangePassword = vi.fn();
    configureAdminSession({ onSignedOut: vi.fn(), onMustChangePassword });
    server.use(
      http.get('*/api/admin/v1/audit', () =>
        HttpResponse.json({ result: -50, data: { mustChangePassword: true } }, { status: 403 }),
      ),
    );
    const error = await adminGet(ApiPath.adminAudit).catch((e: unknown) => e);
    expect((error as ApiError).httpStatus).toBe(403);
    expect(onMustChangePassword).toHaveBeenCalledTimes(1);
  });
});
