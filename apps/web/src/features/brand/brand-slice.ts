import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { BrandConfig } from '@portal/contract';
import { errorKeyOf, serializeApiError } from '@portal/ui/api/api-error.ts';
import { getBrand } from './get-brand.ts';

export type BrandSettingsState = {
  config: BrandConfig | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
};
const initialState: BrandSettingsState = { config: null, status: 'idle', error: null };

export const loadBrand = createAsyncThunk('brandSettings/load', getBrand, { serializeError: serializeApiError });

export const brandSettingsSlice = createSlice({
  name: 'brandSettings',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadBrand.pending, (s) => {
      s.status = 'loading';
    });
    b.addCase(loadBrand.fulfilled, (s, a) => {
      s.status = 'ready';
      s.config = a.payload;
      s.error = null;
    });
    b.addCase(loadBrand.rejected, (s, a) => {
      s.status = 'failed';
      s.error = errorKeyOf(a.error);
    });
  },
});
