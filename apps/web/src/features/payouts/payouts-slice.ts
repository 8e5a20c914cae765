import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Payout } from '@portal/contract';

/**
 * SPEC §3 Payouts, what the trader chose: the selected item and challengeForPayout (the account to withdraw from).
 * The payouts themselves (items, totalCount) are the API cache's (api/payouts-api.ts).
 */
export type PayoutsState = {
  itemId: string | null;
  challengeForPayout: string | null;
};
const initialState: PayoutsState = { itemId: null, challengeForPayout: null };

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
});
export const { chooseChallengeForPayout, payoutRequested } = payoutsSlice.actions;
