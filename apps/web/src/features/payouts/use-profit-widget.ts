import { useCallback, useEffect, useState } from 'react';
import type { AccountPayoutSummary } from '@portal/contract';
import { errorKeyOf } from '@portal/ui/api/api-error.ts';
import { getProfitWidget } from './api/payouts-api.ts';

export type WidgetState =
  { status: 'loading' } | { status: 'ready'; items: AccountPayoutSummary[] } | { status: 'failed'; key: string };

/** The funded accounts' payout pictures (one account when given); an amount re-checks the checklist for it. */
export function useProfitWidget(traderAccountId?: string, amount?: number) {
  const [state, setState] = useState<WidgetState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const params = {
      ...(traderAccountId ? { traderAccountId } : {}),
      ...(amount !== undefined && amount > 0 ? { amount } : {}),
    };
    getProfitWidget(params).then(
      (w) => !cancelled && setState({ status: 'ready', items: w.items }),
      (error: unknown) => !cancelled && setState({ status: 'failed', key: errorKeyOf(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [traderAccountId, amount, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
