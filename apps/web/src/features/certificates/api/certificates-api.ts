import { type Certificates, type CertificateVerification } from '@portal/contract';
import { certificatesRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';

/** The trader's certificates, and the public check of one (SPEC §7 Certificates). */
export const certificatesApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** `lang`: the language their images and files are rendered in. */
    getCertificates: build.query<Certificates, string>({
      query: (lang) => requestTo(certificatesRoutes.certificates, { params: { lang } }),
      providesTags: ['Certificates'],
    }),
    /** By its short id (no session needed); -6 when no certificate has it. */
    verifyCertificate: build.query<CertificateVerification, string>({
      query: (shortId) => requestTo(certificatesRoutes.certificateVerify, { path: { shortId } }),
    }),
  }),
});

export const { useGetCertificatesQuery, useVerifyCertificateQuery } = certificatesApi;
