import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Order, OrdersQuery } from '@portal/contract';
import { errorKeyOf, serializeApiError } from '@portal/ui/api/api-error.ts';
import { getOrders } from './api/get-orders.ts';

/** SPEC §3 Orders: items and totalItems (the page the list shows). */
export type OrdersState = {
  items: Order[];
  totalItems: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The request whose answer the list waits for: an older page that answers late is ignored. */
  requestId: string | null;
  error: string | null;
};
const initialState: OrdersState = { items: [], totalItems: 0, status: 'idle', requestId: null, error: null };

export const loadOrders = createAsyncThunk('orders/load', (query: OrdersQuery) => getOrders(query), {
  serializeError: serializeApiError,
});

export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadOrders.pending, (s, a) => {
      s.status = 'loading';
      s.requestId = a.meta.requestId;
    });
    b.addCase(loadOrders.fulfilled, (s, a) => {
      if (a.meta.requestId !== s.requestId) return;
      s.status = 'ready';
      s.items = a.payload.items;
      s.totalItems = a.payload.totalItems;
      s.error = null;
    });
    b.addCase(loadOrders.rejected, (s, a) => {
      if (a.meta.requestId !== s.requestId) return;
      s.status = 'failed';
      s.error = errorKeyOf(a.error);
    });
  },
});
