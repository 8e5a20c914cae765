import { createSlice } from '@reduxjs/toolkit';

/** SPEC §3 Challenge list: items, useGroups, useTraderPackageType (filled by the evaluation issue). */
export type ChallengesState = {
  items: { id: string }[];
  useGroups: boolean;
  useTraderPackageType: boolean;
  error: string | null;
};
export const challengesSlice = createSlice({
  name: 'challenges',
  initialState: { items: [], useGroups: false, useTraderPackageType: false, error: null } as ChallengesState,
  reducers: {},
});
