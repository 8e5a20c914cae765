import { ApiPath } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The signed-in trader's language kept on the server (SPEC §7 key-value). */
export const getLanguagePreference = () =>
  unwrap<{ key: 'lang'; value: string }>(api.get(`${ApiPath.keyValue}?key=lang`));

export const saveLanguagePreference = (value: string) =>
  unwrap<{ key: 'lang'; value: string }>(
    api.post(`${ApiPath.keyValue}?key=lang`, new URLSearchParams({ key: 'lang', value }), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
