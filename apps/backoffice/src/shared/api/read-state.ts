import { asApiError } from './failure.ts';

export type Load<T> =
  | { status: 'loading' }
  /** unknown and out-of-scope ids answer alike (403/-50): "not in your brands" */
  | { status: 'missing' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; data: T };

/** What a screen needs of an RTK Query read: the data for the arguments it asked with, or why not. */
export type QueryResult<T> = {
  currentData?: T | undefined;
  isError: boolean;
  error?: unknown;
  /** a skipped read (its arguments not known yet) has nothing to ask again */
  isUninitialized: boolean;
  refetch(): unknown;
};

/**
 * A read as the console's screens show it: placeholders while the data for the current arguments loads (a new
 * filter or id starts over), then the data (kept while it is read again), or the failure's message key, a 403 read
 * as "missing"; `retry()` asks again.
 */
export function readState<T>(result: QueryResult<T>): { state: Load<T>; retry(): void } {
  const retry = () => {
    if (!result.isUninitialized) void result.refetch();
  };
  if (result.currentData !== undefined) return { state: { status: 'ready', data: result.currentData }, retry };
  if (!result.isError) return { state: { status: 'loading' }, retry };
  const error = asApiError(result.error);
  return {
    state: error.httpStatus === 403 ? { status: 'missing' } : { status: 'failed', error: error.messageKey },
    retry,
  };
}
