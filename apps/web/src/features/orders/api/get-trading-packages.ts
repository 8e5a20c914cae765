import { ApiPath, type TradingPackages } from '@portal/contract';
import { api, publicApi } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The packages a signed-in trader can buy. */
export const getTradingPackages = () => unwrap<TradingPackages>(api.get(ApiPath.tradingPackagesList));

/** Every package, for guests (Subscribe). */
export const getAllTradingPackages = () => unwrap<TradingPackages>(publicApi.get(ApiPath.tradingPackagesAll));
