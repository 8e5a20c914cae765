import { kycRoutes } from '@portal/contract/routes';
import { configOf, requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';
import { api } from '../../../shared/api/http-client.ts';

export type KycStep = 'identity' | 'address';
export type ProviderName = 'sandbox' | 'sumsub' | 'veriff';
export type ProviderReply = { provider: { type: number; name: ProviderName }; token: string };

/** The verification calls of SPEC §7 (/Kyc/v1/…); the KYC info itself is read through shared/api/common-api.ts. */
export const kycApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Kyc/v1/ProofOfIdentity or ProofOfAddress with the country; the provider kind and a token. */
    startStep: build.mutation<ProviderReply, { step: KycStep; country: string }>({
      query: ({ step, country }) =>
        requestTo(step === 'identity' ? kycRoutes.proofOfIdentity : kycRoutes.proofOfAddress, {
          body: { country, processId: null },
        }),
    }),
    /** POST /Kyc/v1/AccessToken: a fresh token when the hosted SDK's expired. */
    refreshAccessToken: build.mutation<{ token: string }, { step: KycStep }>({
      query: ({ step }) => requestTo(kycRoutes.kycAccessToken, { body: { step } }),
    }),
    signContract: build.mutation<
      { contractSignStatus: number; signedAt: string; pdfSha256: string },
      { id: string; fullName: string }
    >({
      query: ({ id, fullName }) =>
        requestTo(kycRoutes.kycContractSign, { path: { id }, body: { fullName, consent: true } }),
      invalidatesTags: (result) => (result ? ['Kyc'] : []),
    }),
  }),
});

export const { useStartStepMutation, useRefreshAccessTokenMutation, useSignContractMutation } = kycApi;

/**
 * The contract's PDF as a blob (the call carries the trader's token, so a plain link cannot fetch it). A download,
 * not data to keep: it goes through the client directly and is never cached.
 */
export async function getContractPdf(id: string): Promise<Blob> {
  const res = await api.request<Blob>(
    configOf(kycRoutes.kycContract, { path: { id }, headers: { Accept: 'application/pdf' } }, { responseType: 'blob' }),
  );
  return res.data;
}
