import { createSlice } from '@reduxjs/toolkit';

/** SPEC §3 Payouts: items, totalCount, the selected item and challengeForPayout. */
export type PayoutsState = {
  items: unknown[];
  totalCount: number;
  itemId: string | null;
  challengeForPayout: string | null;
  error: string | null;
};
export const payoutsSlice = createSlice({
  name: 'payouts',
  initialState: { items: [], totalCount: 0, itemId: null, challengeForPayout: null, error: null } as PayoutsState,
  reducers: {},
});
