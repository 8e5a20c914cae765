import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureSession, resetSessionState } from '../shared/api/http-client.ts';

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

/**
 * The mocked API for the session's own tests: `useMockServer`, and before each test a fresh session (signed out,
 * `onSignedOut` watched) and the token refreshes' bodies forgotten (a test's refresh handler keeps them there).
 */
export function useSessionTest() {
  const onSignedOut = vi.fn();
  const refreshBodies: unknown[] = [];
  useMockServer();
  beforeEach(() => {
    resetSessionState();
    onSignedOut.mockReset();
    configureSession({ onSignedOut });
    refreshBodies.length = 0;
  });
  return { onSignedOut, refreshBodies };
}

export const envelope = (result: number, data: unknown = null, status = 200) =>
  HttpResponse.json({ result, data }, { status });

export type Recorded = { url: URL; body: Record<string, unknown> | null };

type Answer = () => Response | Promise<Response>;
type Body = Record<string, unknown> | null;

function answerInTurn<T>(method: 'get' | 'post', path: string, answers: Answer[], record: (url: URL, body: Body) => T) {
  const calls: T[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const body = method === 'post' ? ((await request.json()) as Record<string, unknown>) : null;
      calls.push(record(new URL(request.url), body));
      return answers[Math.min(calls.length, answers.length) - 1]!();
    }),
  );
  return calls;
}

/** Answers requests to `path` in turn (the last answer repeats) and records them (URL and JSON body). */
export const on = (method: 'get' | 'post', path: string, ...answers: Answer[]): Recorded[] =>
  answerInTurn(method, path, answers, (url, body) => ({ url, body }));

/** The same, recording only the JSON bodies (null for a GET). */
export const onBodies = (method: 'get' | 'post', path: string, ...answers: Answer[]): Body[] =>
  answerInTurn(method, path, answers, (_url, body) => body);

/** A GET that fails once (-8, "Something went wrong") and then answers `data`: the arrange of a retry test. */
export const failsOnceThen = (path: string, data: unknown): Recorded[] =>
  on(
    'get',
    path,
    () => envelope(-8),
    () => envelope(0, data),
  );
