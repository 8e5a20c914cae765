import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Payout, PayoutsQuery } from '@portal/contract';
import { errorKeyOf, serializeApiError } from '@portal/ui/api/api-error.ts';
import { getPayouts } from './api/payouts-api.ts';

/** SPEC §3 Payouts: items, totalCount, the selected item and challengeForPayout (the account to withdraw from). */
export type PayoutsState = {
  items: Payout[];
  totalCount: number;
  itemId: string | null;
  challengeForPayout: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  requestId: string | null;
  error: string | null;
};
const initialState: PayoutsState = {
  items: [],
  totalCount: 0,
  itemId: null,
  challengeForPayout: null,
  status: 'idle',
  requestId: null,
  error: null,
};

export const loadPayouts = createAsyncThunk('payouts/load', (query: PayoutsQuery) => getPayouts(query), {
  serializeError: serializeApiError,
});

export const payoutsSlice = createSlice({
  name: 'payouts',
  initialState,
  reducers: {
    chooseChallengeForPayout(s, a: PayloadAction<string | null>) {
      s.challengeForPayout = a.payload;
    },
    payoutRequested(s, a: PayloadAction<Payout>) {
      s.itemId = a.payload.id;
    },
  },
  extraReducers: (b) => {
    b.addCase(loadPayouts.pending, (s, a) => {
      s.status = 'loading';
      s.requestId = a.meta.requestId;
    });
    b.addCase(loadPayouts.fulfilled, (s, a) => {
      if (a.meta.requestId !== s.requestId) return;
      s.status = 'ready';
      s.items = a.payload.items;
      s.totalCount = a.payload.totalCount;
      s.error = null;
    });
    b.addCase(loadPayouts.rejected, (s, a) => {
      if (a.meta.requestId !== s.requestId) return;
      s.status = 'failed';
      s.error = errorKeyOf(a.error);
    });
  },
});
export const { chooseChallengeForPayout, payoutRequested } = payoutsSlice.actions;
