import { OVERVIEW_PERIODS, type AdminOverviewQuery, type OverviewPeriod } from '@portal/contract';
import type { Overview } from './api/overview-api.ts';

/** The overview's own query, read from the URL (brand, period, range, currency); anything unknown falls back. */
export function overviewQueryOf(params: URLSearchParams): Partial<AdminOverviewQuery> {
  const period = params.get('period') as OverviewPeriod | null;
  const known = period && (OVERVIEW_PERIODS as readonly string[]).includes(period) ? period : undefined;
  const range = known === 'range' && params.get('from') && params.get('to');
  return {
    brandId: params.get('brandId') || undefined,
    period: known === 'range' && !range ? undefined : known,
    from: range ? params.get('from')! : undefined,
    to: range ? params.get('to')! : undefined,
    currency: params.get('currency') || undefined,
  };
}

const link = (path: string, values: Record<string, string | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v) q.set(k, v);
  return `${path}?${q}`;
};

/**
 * Where each figure leads: the list it counts, with the same filters (the period as the instants around its UTC
 * days, the currency, the brand), so the list's count is the figure.
 */
export function overviewLinks(o: Overview, brandId: string | undefined) {
  const { start, end } = o.period;
  const paid = { brandId, status: '0', paidFrom: start, paidTo: end, currency: o.currency };
  return {
    paidOrders: (more: { packageId?: string; code?: string } = {}) => link('/orders', { ...paid, ...more }),
    refunds: link('/orders', { brandId, refundedFrom: start, refundedTo: end, currency: o.currency }),
    signUps: link('/traders', { brandId, from: start, to: end }),
    /**
     * the funnel's steps after the sign-ups: the traders at their first purchase or payout, the funded accounts
     * opened; phase 1 passes have no list (no account keeps when it passed), so none
     */
    funnel: {
      buyer: link('/traders', { brandId, boughtFrom: start, boughtTo: end }),
      funded: link('/accounts', { brandId, phase: 'funded', from: start, to: end }),
      firstPayout: link('/traders', { brandId, firstPayoutFrom: start, firstPayoutTo: end }),
    } as Partial<Record<Overview['funnel'][number]['step'], string>>,
    accounts: (f: { packageId?: string; phase?: string; outcome?: 'trading' | 'passed' | 'failed' }) =>
      link('/accounts', { brandId, ...f }),
    /** the payouts requested, approved or paid in the period, in the currency */
    payouts: (event: 'requested' | 'approved' | 'paid') =>
      link('/payouts', { brandId, [`${event}From`]: start, [`${event}To`]: end, currency: o.currency }),
    /** the queue (Requested and Approved) in the currency */
    pendingInCurrency: link('/payouts', { brandId, currency: o.currency }),
    pendingPayouts: link('/payouts', { brandId }),
  };
}
export type OverviewLinks = ReturnType<typeof overviewLinks>;
