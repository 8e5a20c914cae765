import type { TradingPackage } from '@portal/contract';
import { useGetAllTradingPackagesQuery, useGetTradingPackagesQuery } from '../api/orders-api.ts';

export type PackagesState = {
  status: 'loading' | 'ready' | 'failed';
  items: TradingPackage[];
  reload: () => void;
};

const NONE: TradingPackage[] = [];

/** The packages as the buying steps show them: the signed-in list, or every package for a guest. */
export function usePackages(audience: 'trader' | 'guest'): PackagesState {
  const trader = useGetTradingPackagesQuery(undefined, { skip: audience !== 'trader' });
  const guest = useGetAllTradingPackagesQuery(undefined, { skip: audience !== 'guest' });
  const { data, isError, refetch } = audience === 'trader' ? trader : guest;
  return {
    status: isError ? 'failed' : data ? 'ready' : 'loading',
    items: data?.items ?? NONE,
    reload: () => void refetch(),
  };
}
