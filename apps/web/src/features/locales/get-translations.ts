import { ApiPath, type Catalogue } from '@portal/contract';
import { publicApi } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getTranslations = (lang: string) =>
  unwrap<Catalogue>(publicApi.get(ApiPath.translate.replace(':lang', encodeURIComponent(lang))));
