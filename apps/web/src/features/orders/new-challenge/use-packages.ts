import { useCallback, useEffect, useState } from 'react';
import type { TradingPackage, TradingPackages } from '@portal/contract';

export type PackagesState = {
  status: 'loading' | 'ready' | 'failed';
  items: TradingPackage[];
  reload: () => void;
};

/** Loads the packages once for the screen (the signed-in list, or all packages for a guest). */
export function usePackages(load: () => Promise<TradingPackages>): PackagesState {
  const [state, setState] = useState<Omit<PackagesState, 'reload'>>({ status: 'loading', items: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, status: 'loading' }));
    load().then(
      (reply) => !cancelled && setState({ status: 'ready', items: reply.items }),
      () => !cancelled && setState((s) => ({ ...s, status: 'failed' })),
    );
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
