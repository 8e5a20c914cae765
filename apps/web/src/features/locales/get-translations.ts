import { ApiPath, type Catalogue } from '@portal/contract';
import { pathOf } from '@portal/ui/api/request-to.ts';
import { publicApi } from '../../shared/api/http-client.ts';
import { takePageCatalogue } from '../../shared/browser/page-data.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** A language's catalogue: the one rendered into the page at start-up, else the API's. */
export const getTranslations = (lang: string): Promise<Catalogue> => {
  const inPage = takePageCatalogue(lang);
  return inPage ? Promise.resolve(inPage) : unwrap<Catalogue>(publicApi.get(pathOf(ApiPath.translate, { lang })));
};
