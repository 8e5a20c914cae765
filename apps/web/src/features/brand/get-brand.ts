import { type BrandConfig } from '@portal/contract';
import { commonRoutes } from '@portal/contract/routes';
import { callTo } from '@portal/ui/api/request-to.ts';
import { publicApi } from '../../shared/api/http-client.ts';
import { takePageBrand } from '../../shared/browser/page-data.ts';

/** The brand configuration: the one rendered into the page at start-up, else the API's. */
export const getBrand = (): Promise<BrandConfig> => {
  const inPage = takePageBrand();
  return inPage ? Promise.resolve(inPage) : callTo<BrandConfig>(publicApi, commonRoutes.brand);
};
