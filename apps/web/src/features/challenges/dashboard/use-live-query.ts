import { useCallback, useEffect, useRef, useState } from 'react';
import { ResultCode } from '@portal/contract';
import { ApiError } from '@portal/ui/api/api-error.ts';

export type Failure = { code: number; key: string };

export type LiveQuery<T> = {
  /** the last answer; kept while a refresh runs or fails, so figures never blink */
  data: T | null;
  /** the last refresh's failure, cleared by the next success */
  failure: Failure | null;
  /** when the last answer arrived (epoch ms) */
  updatedAt: number | null;
  /** a request for a new key (another page) is under way */
  pending: boolean;
  retry: () => void;
  /** Asks again now, quietly (no pending state); a refresh asked while one runs runs once more after it. */
  refresh: () => void;
};

const failureOf = (error: unknown): Failure =>
  error instanceof ApiError
    ? { code: error.result, key: error.messageKey }
    : { code: ResultCode.SomethingWentWrong, key: 'errors.SomethingWentWrong' };

type Options = {
  /** a new key loads again (keeping the old data on screen until the answer comes) */
  key: string;
  /** how often to ask again while the page is visible; null: only once per key (and on `refresh`) */
  intervalMs: number | null;
};

/**
 * One dashboard call, kept live: asked at once, then every `intervalMs` while the page is visible. A hidden
 * tab asks nothing; coming back asks at once. An account that is not the trader's (-50) is not asked again.
 */
export function useLiveQuery<T>(load: () => Promise<T>, { key, intervalMs }: Options): LiveQuery<T> {
  const [state, setState] = useState<Omit<LiveQuery<T>, 'retry' | 'refresh'>>({
    data: null,
    failure: null,
    updatedAt: null,
    pending: true,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // Read at each scheduling, so a change of pace (the live stream opening or failing) needs no reload.
  const intervalRef = useRef(intervalMs);
  intervalRef.current = intervalMs;
  const refreshRef = useRef<() => void>(() => undefined);
  const rescheduleRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let cancelled = false;
    let running = false;
    let stopped = false;
    let again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState((s) => (s.pending ? s : { ...s, pending: true }));

    const schedule = () => {
      clearTimeout(timer);
      const ms = intervalRef.current;
      if (!cancelled && !stopped && ms !== null && !document.hidden) timer = setTimeout(run, ms);
    };
    const run = async () => {
      clearTimeout(timer);
      running = true;
      try {
        const data = await loadRef.current();
        if (cancelled) return;
        setState({ data, failure: null, updatedAt: Date.now(), pending: false });
      } catch (error) {
        if (cancelled) return;
        const failure = failureOf(error);
        stopped = failure.code === ResultCode.NotAuthorized;
        setState((s) => ({ ...s, failure, pending: false }));
      } finally {
        running = false;
      }
      if (again && !cancelled) {
        again = false;
        return run();
      }
      schedule();
    };
    rescheduleRef.current = () => {
      if (!running) schedule();
    };
    refreshRef.current = () => {
      if (cancelled || stopped) return;
      if (running) again = true;
      else void run();
    };
    const onVisibility = () => {
      if (document.hidden) clearTimeout(timer);
      else if (!running && !stopped && intervalRef.current !== null) void run();
    };

    document.addEventListener('visibilitychange', onVisibility);
    void run();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, round]);
  // A new pace takes effect at once: polling starts (or stops) without waiting for the next answer.
  useEffect(() => rescheduleRef.current(), [intervalMs]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  const refresh = useCallback(() => refreshRef.current(), []);
  return { ...state, retry, refresh };
}
