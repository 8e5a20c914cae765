import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath, EARLY_ACCOUNTS_READ, ResultCode, SESSION_LIFETIME_MS } from '@portal/contract';
import { buildRoutes } from '../routes.tsx';
import { challengesApi } from '../features/challenges/api/challenges-api.ts';
import { ACCOUNTS_FRESH_S, EARLY_READ_MS } from '../features/challenges/api/early-accounts-read.ts';
import { liveJwt } from '../test/fake-jwt.ts';
import { listBeforeFirstPaint, preloadData, preloadRoute } from './preload-route.ts';
import { createStore, type AppStore } from './store.ts';

const screen = () => vi.fn(async () => ({ Component: () => null }));

describe('preloadRoute', () => {
  it("starts loading the opened page's layout and screen, and nothing else", () => {
    const signIn = screen();
    const layout = screen();
    const home = screen();
    const orders = screen();
    const routes: RouteObject[] = [
      { children: [{ path: '/sign-in', lazy: signIn }] },
      {
        path: '/dashboard',
        lazy: layout,
        children: [
          { path: 'home', lazy: home },
          { path: 'orders', lazy: orders },
        ],
      },
    ];
    expect(preloadRoute('/dashboard/home', routes)).toBe(2);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledTimes(1);
    expect(signIn).not.toHaveBeenCalled();
    expect(orders).not.toHaveBeenCalled();
  });

  it('matches the route table of the app (sign-in; the signed-in layout with home; an unknown path)', () => {
    const routes = buildRoutes(null);
    const spied = (path: string) => {
      const calls: string[] = [];
      const walk = (list: RouteObject[], trail: string) =>
        list.forEach((route, i) => {
          const id = `${trail}/${route.path ?? i}`;
          if (typeof route.lazy === 'function') route.lazy = vi.fn(async () => (calls.push(id), {}));
          if (route.children) walk(route.children, id);
        });
      walk(routes, '');
      preloadRoute(path, routes);
      return calls;
    };
    expect(spied('/sign-in')).toEqual([expect.stringMatching(/sign-in$/)]);
    expect(spied('/dashboard/home')).toHaveLength(2);
    // an unknown path: the layout of the visitor's state and the not-found screen
    expect(spied('/no/such/page')).toEqual([expect.stringMatching(/^\/0\/\d+$/), expect.stringMatching(/\/\*$/)]);
  });

  it('leaves a module that failed to the router (no unhandled rejection)', async () => {
    const failing = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    expect(preloadRoute('/x', [{ path: '/x', lazy: failing }])).toBe(1);
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('preloadData', () => {
  const server = setupServer();
  let reads = 0;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
    reads = 0;
  });
  afterAll(() => server.close());
  const accounts = (n: number) => ({ items: [], useGroups: n > 1, useTraderPackageType: false });
  function serve() {
    server.use(http.get(ApiPath.traderAccounts, () => HttpResponse.json({ result: 0, data: accounts(++reads) })));
  }
  const session = (token: string | null, expired = false) => ({ token: () => token, isExpired: () => expired });
  const { getTraderAccounts } = challengesApi.endpoints;
  /** The accounts endpoint's read, as a screen that asks afresh makes it. */
  async function readAccounts() {
    const read = createStore().dispatch(getTraderAccounts.initiate(undefined, { forceRefetch: true }));
    read.unsubscribe();
    return read.unwrap();
  }
  /** What the home screen's mount does: a list read less than ACCOUNTS_FRESH_S ago is not read again. */
  function mountHome(store: AppStore) {
    const read = store.dispatch(getTraderAccounts.initiate(undefined, { forceRefetch: ACCOUNTS_FRESH_S }));
    read.unsubscribe();
    return read;
  }
  const listIn = (store: AppStore) => getTraderAccounts.select()(store.getState());

  it("starts the home's accounts read with the app for a stored session; the screen's first call takes it", async () => {
    serve();
    localStorage.setItem('token', liveJwt());
    localStorage.setItem('time-user', String(Date.now() + SESSION_LIFETIME_MS));
    expect(preloadData('/dashboard/home')).toBe(true);
    expect(preloadData('/dashboard/home')).toBe(true); // already under way: not read twice
    await expect(readAccounts()).resolves.toEqual(accounts(1));
    expect(reads).toBe(1);
    await expect(readAccounts()).resolves.toEqual(accounts(2)); // later calls ask afresh
    expect(reads).toBe(2);
  });

  it('reads nothing without a session, past its stamp, or on another page', () => {
    expect(preloadData('/dashboard/home', session(null))).toBe(false);
    expect(preloadData('/dashboard/home', session('T', true))).toBe(false);
    expect(preloadData('/sign-in', session('T'))).toBe(false);
    expect(preloadData('/dashboard/orders', session('T'))).toBe(false);
    expect(reads).toBe(0);
  });

  it('drops a read nobody took in time, so a later home screen does not show old accounts', async () => {
    serve();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    expect(preloadData('/', session('T'))).toBe(true);
    vi.advanceTimersByTime(EARLY_READ_MS + 1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(reads).toBe(1));
    await expect(readAccounts()).resolves.toEqual(accounts(2));
    expect(reads).toBe(2);
  });

  it("puts home's list in the store before the first render; the screen's first load shows it", async () => {
    serve();
    const store = createStore();
    expect(preloadData('/dashboard/home', session('T'))).toBe(true);
    await listBeforeFirstPaint(store);
    expect(listIn(store)).toMatchObject({ status: 'fulfilled', data: { useGroups: false } });
    expect(reads).toBe(1);
    await mountHome(store); // the screen's mount: nothing read again
    expect(reads).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + EARLY_READ_MS + 1 });
    await mountHome(store); // a later visit reads afresh
    expect(reads).toBe(2);
    expect(listIn(store).data?.useGroups).toBe(true);
  });

  it('paints without the list when it is late, and does not read it twice meanwhile', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(ApiPath.traderAccounts, async () => {
        reads += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ result: 0, data: accounts(1) });
      }),
    );
    const store = createStore();
    expect(preloadData('/dashboard/home', session('T'))).toBe(true);
    await listBeforeFirstPaint(store, 20);
    expect(listIn(store).status).toBe('pending');
    const mounted = mountHome(store); // the screen's mount while the read is under way
    await vi.waitFor(() => expect(reads).toBe(1));
    answer();
    await mounted;
    await vi.waitFor(() => expect(listIn(store).status).toBe('fulfilled'));
    expect(reads).toBe(1);
  });

  describe('with the read the page started', () => {
    const page = window as unknown as Record<string, unknown>;
    afterEach(() => {
      delete page[EARLY_ACCOUNTS_READ];
    });
    const reply = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

    it('takes its list instead of reading again, once', async () => {
      serve();
      page[EARLY_ACCOUNTS_READ] = reply({ result: ResultCode.Ok, data: accounts(7) });
      expect(preloadData('/dashboard/home', session('T'))).toBe(true);
      expect(page[EARLY_ACCOUNTS_READ]).toBeUndefined();
      await expect(readAccounts()).resolves.toEqual(accounts(7));
      expect(reads).toBe(0);
      await expect(readAccounts()).resolves.toEqual(accounts(1)); // later calls ask the server
    });

    it('asks through the client when it failed, was refused or is not a list', async () => {
      const failures = [
        Promise.reject(new TypeError('Failed to fetch')),
        reply({ result: 1, data: null }, 401),
        reply({ result: ResultCode.SomethingWentWrong, data: null }),
        Promise.resolve(new Response('<html>proxy</html>', { status: 200 })),
      ];
      for (const [i, failure] of failures.entries()) {
        serve();
        failure.catch(() => undefined);
        page[EARLY_ACCOUNTS_READ] = failure;
        expect(preloadData('/dashboard/home', session('T'))).toBe(true);
        await expect(readAccounts(), String(i)).resolves.toEqual(accounts(i + 1));
        expect(reads, String(i)).toBe(i + 1);
      }
    });
  });
});
