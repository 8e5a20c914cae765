import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RouteObject } from 'react-router';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../../app/test-support.tsx';

/** Test helpers of the profile screens (not a test file): the API mocked at the network layer (MSW). */
export const server = setupServer();

export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const envelope = (result: number, data: unknown = null, status = 200) =>
  HttpResponse.json({ result, data }, { status });

/** Answers requests to `path` in turn (the last answer repeats) and records their JSON bodies. */
export function on(method: 'get' | 'post', path: string, ...answers: Array<() => Response>) {
  const bodies: Array<Record<string, unknown> | null> = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(method === 'post' ? ((await request.json()) as Record<string, unknown>) : null);
      return answers[Math.min(bodies.length, answers.length) - 1]!();
    }),
  );
  return bodies;
}

/** Renders a signed-in trader's profile screen. */
export function renderScreen(
  route: RouteObject,
  options: Pick<NonNullable<Parameters<typeof makeStore>[0]>, 'brand' | 'state' | 'kyc'> = {},
) {
  return renderRoutes([route], { store: makeStore(options), at: route.path });
}
