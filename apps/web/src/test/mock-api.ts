import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The API mocked at the network layer (MSW) for component tests: one server per test file, every request
 * must be answered by a handler the test set up.
 */
export const server = setupServer();

export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const envelope = (result: number, data: unknown = null, status = 200) =>
  HttpResponse.json({ result, data }, { status });

export type Recorded = { url: URL; body: Record<string, unknown> | null };

/** Answers requests to `path` in turn (the last answer repeats) and records them (URL and JSON body). */
export function on(method: 'get' | 'post', path: string, ...answers: Array<() => Response | Promise<Response>>) {
  const calls: Recorded[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const body = method === 'post' ? ((await request.json()) as Record<string, unknown>) : null;
      calls.push({ url: new URL(request.url), body });
      return answers[Math.min(calls.length, answers.length) - 1]!();
    }),
  );
  return calls;
}
