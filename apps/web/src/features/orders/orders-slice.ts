import { createSlice } from '@reduxjs/toolkit';

/** SPEC §3 Orders: items and totalItems (filled by the buying issue). */
export type OrdersState = { items: unknown[]; totalItems: number; error: string | null };
export const ordersSlice = createSlice({
  name: 'orders',
  initialState: { items: [], totalItems: 0, error: null } as OrdersState,
  reducers: {},
});
