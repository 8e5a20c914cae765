import { ApiPath, type Certificates } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The trader's certificates; `lang`: the language their images and files are rendered in. */
export const getCertificates = (lang: string) =>
  unwrap<Certificates>(api.get(ApiPath.certificates, { params: { lang } }));
