import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A change to the address's query: sets or deletes some parameters of a copy of the latest ones, or answers the
 * whole query to go to (built from the latest ones it was given).
 */
export type ParamsChange = (next: URLSearchParams) => URLSearchParams | void;

/**
 * The address's query as the screen's state: `update(change)` applies `change` to a copy of the latest parameters
 * and navigates there, replacing the history entry when `replace` (by default `replaceByDefault`).
 *
 * The router renders a navigation after the event that asked for it, so a second change made before that render
 * (two filters chosen in quick succession) would build on the parameters of the render before and lose the first:
 * the parameters written last are kept until the router shows them (or shows another address, a link followed
 * meanwhile), and the next change builds on those.
 */
export function useUpdateParams(replaceByDefault = false) {
  const [params, setParams] = useSearchParams();
  const written = useRef<{ from: string; to: URLSearchParams } | null>(null);
  useEffect(() => {
    const shown = params.toString();
    if (written.current && written.current.from !== shown) written.current = null;
  }, [params]);
  const update = useCallback(
    (change: ParamsChange, replace = replaceByDefault) => {
      const from = written.current?.to ?? params;
      const copy = new URLSearchParams(from);
      const next = change(copy) ?? copy;
      written.current = { from: from.toString(), to: next };
      setParams(next, { replace });
    },
    [params, setParams, replaceByDefault],
  );
  return [params, update] as const;
}
