/** What the request that failed was (never its headers, cookies or body). */
export type FailedRequest = { id: string; method: string; url: string };

/**
 * Unexpected server errors sent to an error-reporting endpoint of the kind the trader app uses (Sentry, through
 * the official `@sentry/node` SDK), only when SENTRY_DSN is set (docs/decisions/023-third-party-integrations.md).
 */
export type ErrorReporter = {
  readonly enabled: boolean;
  /** Reports an error (a 500 of the error handler, an unhandled rejection); never throws, never waits. */
  report(error: unknown, request?: FailedRequest): void;
  /** Waits (up to `timeoutMs`) until what was reported has been sent: before the process ends, and in tests. */
  flush(timeoutMs?: number): Promise<boolean>;
};
