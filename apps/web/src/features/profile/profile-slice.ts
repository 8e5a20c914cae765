import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { PersonalData } from '@portal/contract';
import { serializeApiError } from '@portal/ui/api/api-error.ts';
import { getProfile } from './get-profile.ts';

/** SPEC §3 Profile; errorCode is the result code a header toast reports (SPEC §8 Handling). */
export type ProfileState = {
  data: PersonalData | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  errorCode: number | null;
};
const initialState: ProfileState = { data: null, status: 'idle', errorCode: null };

export const loadProfile = createAsyncThunk('profile/load', getProfile, { serializeError: serializeApiError });

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    clearProfile: () => initialState,
  },
  extraReducers: (b) => {
    b.addCase(loadProfile.pending, (s) => {
      s.status = 'loading';
    });
    b.addCase(loadProfile.fulfilled, (s, a) => {
      s.status = 'ready';
      s.data = a.payload;
      s.errorCode = null;
    });
    b.addCase(loadProfile.rejected, (s, a) => {
      s.status = 'failed';
      s.errorCode = Number(a.error.code ?? -99999);
    });
  },
});
export const { clearProfile } = profileSlice.actions;
