import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A change to the address's query: set or delete some parameters of a copy of the current ones. */
export type ParamsChange = (next: URLSearchParams) => void;

/**
 * The address's query as the screen's state: `update(change)` applies `change` to a copy of the current
 * parameters and navigates there, replacing the history entry when `replace` (by default `replaceByDefault`).
 */
export function useUpdateParams(replaceByDefault: boolean) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: ParamsChange, replace = replaceByDefault) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams, replaceByDefault],
  );
  return [params, update] as const;
}
