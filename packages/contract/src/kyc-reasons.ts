/**
 * Why a real identity provider rejected a step or asks for it again, as one code the trader's app translates
 * (`kyc.reasonCodes.<code>` in every locale). Each adapter maps its provider's labels or codes onto these.
 */
export const KYC_REASON_CODES = [
  'documentUnreadable',
  'documentExpired',
  'documentUnsupported',
  'documentIncomplete',
  'selfieMismatch',
  'dataMismatch',
  'addressProof',
  'underage',
  'regionNotSupported',
  'duplicate',
  'fraud',
  'other',
] as const;
export type KycReasonCode = (typeof KYC_REASON_CODES)[number];
export const isKycReasonCode = (value: unknown): value is KycReasonCode =>
  typeof value === 'string' && (KYC_REASON_CODES as readonly string[]).includes(value);
