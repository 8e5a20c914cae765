import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { TraderAccount } from '@portal/contract';
import { errorKeyOf, serializeApiError } from '@portal/ui/api/api-error.ts';
import { getTraderAccounts, takeHeld } from './get-trader-accounts.ts';

/** SPEC §3 Challenge list: items, useGroups, useTraderPackageType (the trader's trading accounts). */
export type ChallengesState = {
  items: TraderAccount[];
  useGroups: boolean;
  useTraderPackageType: boolean;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
};
const initialState: ChallengesState = {
  items: [],
  useGroups: false,
  useTraderPackageType: false,
  status: 'idle',
  error: null,
};

export const loadTraderAccounts = createAsyncThunk('challenges/load', getTraderAccounts, {
  serializeError: serializeApiError,
  // No second read while one is under way, nor when the list was just read for home's first paint (decision 038).
  condition: (_, { getState }) =>
    !takeHeld() && (getState() as { challenges: ChallengesState }).challenges.status !== 'loading',
});

export const challengesSlice = createSlice({
  name: 'challenges',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadTraderAccounts.pending, (s) => {
      s.status = 'loading';
    });
    b.addCase(loadTraderAccounts.fulfilled, (s, a) => {
      s.status = 'ready';
      s.items = a.payload.items;
      s.useGroups = a.payload.useGroups;
      s.useTraderPackageType = a.payload.useTraderPackageType;
      s.error = null;
    });
    b.addCase(loadTraderAccounts.rejected, (s, a) => {
      s.status = 'failed';
      s.error = errorKeyOf(a.error);
    });
  },
});
