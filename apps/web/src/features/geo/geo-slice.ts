import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { ApiPath } from '@portal/contract';
import { publicApi } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';
import { serializeApiError } from '@portal/ui/api/api-error.ts';

type GeoInfo = { ip: string; countryCode: string | null; source: string; isDisabledCountry: boolean };
export type GeoState = { data: GeoInfo | null };

export const loadGeo = createAsyncThunk('geo/load', () => unwrap<GeoInfo>(publicApi.get(ApiPath.geolocationInfo)), {
  serializeError: serializeApiError,
});

export const geoSlice = createSlice({
  name: 'geo',
  initialState: { data: null } as GeoState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadGeo.fulfilled, (s, a) => {
      s.data = a.payload;
    });
  },
});
