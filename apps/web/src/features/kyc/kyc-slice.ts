import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import {
  ContractSignStatus,
  KycInitiationStatus,
  KycVerificationStatus,
  type KycInfo as KycInfoReply,
} from '@portal/contract';
import { serializeApiError } from '@portal/ui/api/api-error.ts';
import { getKycInfo } from './kyc-api.ts';

/** SPEC §3 KYC info; the derived flags drive the header, the profile badge and the guard. */
export type KycInfo = KycInfoReply;
export type KycState = {
  info: KycInfo | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
};
const initialState: KycState = { info: null, status: 'idle', error: null };

export const loadKyc = createAsyncThunk('kyc/load', getKycInfo, { serializeError: serializeApiError });

export const kycSlice = createSlice({
  name: 'kyc',
  initialState,
  reducers: {
    clearKyc: () => initialState,
  },
  extraReducers: (b) => {
    b.addCase(loadKyc.pending, (s) => {
      if (s.status !== 'ready') s.status = 'loading';
    });
    b.addCase(loadKyc.fulfilled, (s, a) => {
      s.status = 'ready';
      s.info = a.payload;
      s.error = null;
    });
    b.addCase(loadKyc.rejected, (s, a) => {
      // A failed refresh keeps what was shown; only a first failure leaves the area unloaded.
      if (!s.info) s.status = 'failed';
      s.error = a.error.message ?? 'errors.SomethingWentWrong';
    });
  },
});
export const { clearKyc } = kycSlice.actions;

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
