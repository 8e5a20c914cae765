import { useEffect, useState } from 'react';
import { asApiError } from './failure.ts';

export type Load<T> =
  | { status: 'loading' }
  /** unknown and out-of-scope ids answer alike (403/-50, decision 013): "not in your brands" */
  | { status: 'missing' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; data: T };

/**
 * A screen's read: loading, then the data or the failure's message key; `key` reloads it (a filter, an id),
 * `retry()` asks again, `set()` replaces the data after an action. A late answer of an older key is dropped.
 */
export function useLoad<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (caught: unknown) => {
        const error = asApiError(caught);
        if (live)
          setState(error.httpStatus === 403 ? { status: 'missing' } : { status: 'failed', error: error.messageKey });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; `key` says when what it loads changes.
  }, [key, attempt]);
  return {
    state,
    retry: () => setAttempt((a) => a + 1),
    set: (data: T) => setState({ status: 'ready', data }),
  };
}
