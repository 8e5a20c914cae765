import { ApiPath } from '../paths.ts';
import { tradingPackagesEnvelope } from '../schemas/packages.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const packagesEndpoints = {
  tradingPackagesList: endpoint('GET', ApiPath.tradingPackagesList, 'The challenge packages a signed-in trader can buy', { response: tradingPackagesEnvelope }),
  tradingPackagesAll: endpoint('GET', ApiPath.tradingPackagesAll, 'The challenge packages, for guests (Subscribe)', { response: tradingPackagesEnvelope }),
};
