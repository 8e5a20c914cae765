import { ApiPath, type BrandConfig } from '@portal/contract';
import { publicApi } from '../../shared/api/http-client.ts';
import { takePageBrand } from '../../shared/browser/page-data.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The brand configuration: the one rendered into the page at start-up, else the API's. */
export const getBrand = (): Promise<BrandConfig> => {
  const inPage = takePageBrand();
  return inPage ? Promise.resolve(inPage) : unwrap<BrandConfig>(publicApi.get(ApiPath.brand));
};
