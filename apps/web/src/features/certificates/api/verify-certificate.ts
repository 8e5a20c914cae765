import { ApiPath, type CertificateVerification } from '@portal/contract';
import { api } from '../../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The public check of a certificate by its short id (no session needed); -6 when no certificate has it. */
export const verifyCertificate = (shortId: string) =>
  unwrap<CertificateVerification>(api.get(ApiPath.certificateVerify.replace(':shortId', encodeURIComponent(shortId))));
