import { type Catalogue } from '@portal/contract';
import { commonRoutes } from '@portal/contract/routes';
import { callTo } from '@portal/ui/api/request-to.ts';
import { publicApi } from '../../shared/api/http-client.ts';
import { takePageCatalogue } from '../../shared/browser/page-data.ts';

/** A language's catalogue: the one rendered into the page at start-up, else the API's. */
export const getTranslations = (lang: string): Promise<Catalogue> => {
  const inPage = takePageCatalogue(lang);
  return inPage ? Promise.resolve(inPage) : callTo<Catalogue>(publicApi, commonRoutes.translate, { path: { lang } });
};
