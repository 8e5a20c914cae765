import { createSlice } from '@reduxjs/toolkit';
import { ContractSignStatus, KycInitiationStatus, KycVerificationStatus } from '@portal/contract';

/** SPEC §3 KYC info (filled when the KYC API lands); the derived flags drive the header and the guard. */
export type KycInfo = {
  waitPoiStatus: number;
  waitPoaStatus: number;
  initiationPoiStatus: number;
  initiationPoaStatus: number;
  isVerificationProgressEnabled: boolean;
  contractSignStatus: { contractId: string; contractSignStatus: number }[];
};
export type KycState = { info: KycInfo | null; error: string | null };
export const kycSlice = createSlice({
  name: 'kyc',
  initialState: { info: null, error: null } as KycState,
  reducers: {},
});

/** Verification is needed while identity or address is not verified. */
export const isVerificationNeeded = (info: KycInfo | null) =>
  !!info &&
  (info.waitPoiStatus !== KycVerificationStatus.Success || info.waitPoaStatus !== KycVerificationStatus.Success);

/** A contract waits for the trader's signature. */
export const isContractSigningNeeded = (info: KycInfo | null) =>
  !!info &&
  info.contractSignStatus.some(
    (c) => c.contractSignStatus === ContractSignStatus.NotInit || c.contractSignStatus === ContractSignStatus.Pending,
  );

export const isKycInitiated = (info: KycInfo | null) =>
  !!info && info.initiationPoiStatus === KycInitiationStatus.Success;
