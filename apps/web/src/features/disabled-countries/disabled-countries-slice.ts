import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { ApiPath } from '@portal/contract';
import { publicApi } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';
import { serializeApiError } from '@portal/ui/api/api-error.ts';

export const loadDisabledCountries = createAsyncThunk(
  'disabledCountries/load',
  () => unwrap<string[]>(publicApi.get(ApiPath.disabledCountries)),
  { serializeError: serializeApiError },
);

export const disabledCountriesSlice = createSlice({
  name: 'disabledCountries',
  initialState: { items: [] as string[] },
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadDisabledCountries.fulfilled, (s, a) => {
      s.items = a.payload;
    });
  },
});
