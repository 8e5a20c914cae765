import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import { withRefreshLock } from './refresh-lock.ts';

/**
 * A stand-in for the Web Locks API (jsdom has none): one exclusive lock per name, granted in request
 * order, shared by every "tab" of the test because they share this navigator.
 */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const request = vi.fn((name: string, callback: (lock: { name: string }) => Promise<unknown>) => {
    const granted = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name }));
    tails.set(
      name,
      granted.catch(() => undefined),
    );
    return granted;
  });
  return { request };
}

function installLocks(locks: ReturnType<typeof fakeLocks> | undefined) {
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

/** A fresh copy of the client module: its in-memory single flight is per tab, storage is shared. */
async function openTab() {
  vi.resetModules();
  return import('./http-client.ts');
}

const server = setupServer();
const refreshBodies: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  refreshBodies.length = 0;
  installLocks(undefined);
});

/** The server rotates the refresh token: R0 → R1 once; presenting R0 again is reuse and refused. */
function rotatingServer() {
  let current = 'R0';
  server.use(
    http.post(ApiPath.refreshToken, async ({ request }) => {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      refreshBodies.push(refreshToken);
      if (refreshToken !== current) return HttpResponse.json({ result: -51, data: null });
      current = 'R1';
      await new Promise((resolve) => setTimeout(resolve, 20));
      return HttpResponse.json({ result: 0, data: { token: 'T1', refreshToken: 'R1' } });
    }),
  );
}

/** A stored session (T0, R0) against the rotating server; `locks`: the browser's Web Locks, or none. */
function storedSession(locks: ReturnType<typeof fakeLocks> | undefined) {
  installLocks(locks);
  localStorage.setItem('token', 'T0');
  localStorage.setItem('refresh-token', 'R0');
  localStorage.setItem('time-user', String(Date.now() + 60_000));
  rotatingServer();
}

describe('withRefreshLock', () => {
  it('holds the named Web Lock while the refresh runs', async () => {
    const locks = fakeLocks();
    installLocks(locks);
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
    expect(locks.request).toHaveBeenCalledWith('portal-session-refresh', expect.any(Function));
  });

  it('runs the refresh directly where the browser has no Web Locks', async () => {
    installLocks(undefined);
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
  });

  it('passes a failure of the refresh through', async () => {
    installLocks(fakeLocks());
    await expect(withRefreshLock(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});

describe('one refresh across tabs', () => {
  it('lets the tab that waited use the token the first tab stored', async () => {
    storedSession(fakeLocks());
    const tabA = await openTab();
    const tabB = await openTab();
    expect(tabA.refreshSession).not.toBe(tabB.refreshSession);

    const [a, b] = await Promise.all([tabA.refreshSession('T0'), tabB.refreshSession('T0')]);
    expect([a, b]).toEqual(['T1', 'T1']);
    expect(refreshBodies).toEqual(['R0']); // the rotated R0 is never presented a second time
    expect(localStorage.getItem('token')).toBe('T1');
    expect(localStorage.getItem('refresh-token')).toBe('R1');
  });

  it('also for a tab starting up without an access token', async () => {
    storedSession(fakeLocks());
    const tabA = await openTab();
    const tabB = await openTab();
    localStorage.removeItem('token');
    const [a, b] = await Promise.all([tabA.refreshSession(null), tabB.refreshSession(null)]);
    expect([a, b]).toEqual(['T1', 'T1']);
    expect(refreshBodies).toEqual(['R0']);
  });

  it('refreshes again when the stored token is the one the server refused', async () => {
    storedSession(fakeLocks());
    const tab = await openTab();
    await expect(tab.refreshSession('T0')).resolves.toBe('T1');
    expect(refreshBodies).toEqual(['R0']);
  });

  it('shares one refresh between concurrent callers in the same tab', async () => {
    storedSession(undefined);
    const tab = await openTab();
    const [a, b] = await Promise.all([tab.refreshSession('T0'), tab.refreshSession('T0')]);
    expect([a, b]).toEqual(['T1', 'T1']);
    expect(refreshBodies).toEqual(['R0']);
  });

  it('without the lock two tabs would present the rotated token again (why the lock exists)', async () => {
    storedSession(undefined);
    const tabA = await openTab();
    const tabB = await openTab();
    const results = await Promise.allSettled([tabA.refreshSession('T0'), tabB.refreshSession('T0')]);
    expect(refreshBodies).toEqual(['R0', 'R0']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
  });
});
