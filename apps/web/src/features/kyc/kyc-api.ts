import { ApiPath, type KycInfo } from '@portal/contract';
import { unwrap } from '@portal/ui/api/call-api.ts';
import { api } from '../../shared/api/http-client.ts';

export type KycStep = 'identity' | 'address';
export type ProviderReply = { provider: { type: number }; token: string };

export const getKycInfo = () => unwrap<KycInfo>(api.get(ApiPath.kyc));

/** SPEC §7: POST /Kyc/v1/ProofOfIdentity or ProofOfAddress with the country; the provider kind and a token. */
export const startStep = (step: KycStep, country: string) =>
  unwrap<ProviderReply>(
    api.post(step === 'identity' ? ApiPath.proofOfIdentity : ApiPath.proofOfAddress, { country, processId: null }),
  );

export const signContract = (id: string, fullName: string) =>
  unwrap<{ contractSignStatus: number; signedAt: string; pdfSha256: string }>(
    api.post(ApiPath.kycContractSign.replace(':id', encodeURIComponent(id)), { fullName, consent: true }),
  );

/** The contract's PDF as a blob (the call carries the trader's token, so a plain link cannot fetch it). */
export async function getContractPdf(id: string): Promise<Blob> {
  const res = await api.get<Blob>(ApiPath.kycContract.replace(':id', encodeURIComponent(id)), {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  return res.data;
}
