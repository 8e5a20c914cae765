import { keyValueRoutes } from '@portal/contract/routes';
import { callTo } from '@portal/ui/api/request-to.ts';
import { api } from '../../shared/api/http-client.ts';

type LanguagePreference = { key: 'lang'; value: string };

/** The signed-in trader's language kept on the server (SPEC §7 key-value). */
export const getLanguagePreference = () =>
  callTo<LanguagePreference>(api, keyValueRoutes.keyValue, { params: { key: 'lang' } });

export const saveLanguagePreference = (value: string) =>
  callTo<LanguagePreference>(api, keyValueRoutes.setKeyValue, {
    params: { key: 'lang' },
    body: new URLSearchParams({ key: 'lang', value }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
