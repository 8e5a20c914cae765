import { ContractSignStatus, KycInitiationStatus, KycVerificationStatus, type KycInfo } from '@portal/contract';

// What the KYC info (SPEC §3, read through shared/api/common-api.ts) means for the header, the badge and the guard.

const verified = (info: KycInfo) =>
  info.waitPoiStatus === KycVerificationStatus.Success && info.waitPoaStatus === KycVerificationStatus.Success;

/** Verification is needed while a funded account waits and identity or address is not verified. */
export const isVerificationNeeded = (info: KycInfo | null) => !!info && info.verificationRequired && !verified(info);

/** A contract waits for the trader's signature. */
export const isContractSigningNeeded = (info: KycInfo | null) =>
  !!info && info.contractSignStatus.some((c) => c.contractSignStatus === ContractSignStatus.NotInit);

export const isKycInitiated = (info: KycInfo | null) =>
  !!info && info.initiationPoiStatus === KycInitiationStatus.Success;

/** SPEC §4 verification progress: 1 until identity, 2 until address, 3 until the last contract is signed, 0 done. */
export function verificationStep(info: KycInfo): 0 | 1 | 2 | 3 {
  if (info.waitPoiStatus !== KycVerificationStatus.Success) return 1;
  if (info.waitPoaStatus !== KycVerificationStatus.Success) return 2;
  if (info.contractSignStatus.length === 0 || isContractSigningNeeded(info)) return 3;
  return 0;
}

/** Identity, address and every contract succeeded (the Congratulations banner, SPEC §4). */
export const isAllDone = (info: KycInfo | null) =>
  !!info &&
  verified(info) &&
  info.contractSignStatus.length > 0 &&
  info.contractSignStatus.every((c) => c.contractSignStatus === ContractSignStatus.Success);
