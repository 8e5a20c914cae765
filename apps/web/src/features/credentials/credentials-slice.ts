import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { LoginCredentials, PlatformCredentials } from '@portal/contract';
import { errorKeyOf, serializeApiError } from '@portal/ui/api/api-error.ts';
import { getLoginCredentials } from './get-login-credentials.ts';
import { getPlatformCredentials } from './get-platform-credentials.ts';
import { getPlatformRedirectUrl } from './get-platform-redirect-url.ts';

export type PlatformEntry = PlatformCredentials[number];

/** SPEC §3 platform credentials (links per platformId), account credentials (per account id), platform redirect. */
export type CredentialsState = {
  platform: Record<string, PlatformEntry>;
  platformStatus: 'idle' | 'loading' | 'ready' | 'failed';
  account: Record<string, LoginCredentials>;
  platformRedirectUrl: string | null;
  error: string | null;
};
const initialState: CredentialsState = {
  platform: {},
  platformStatus: 'idle',
  account: {},
  platformRedirectUrl: null,
  error: null,
};

type State = { credentials: CredentialsState };

export const loadPlatformCredentials = createAsyncThunk('credentials/loadPlatforms', getPlatformCredentials, {
  serializeError: serializeApiError,
  // The links of the brand's platforms change rarely: once per session is enough.
  condition: (_: void, { getState }) => {
    const status = (getState() as State).credentials.platformStatus;
    return status !== 'loading' && status !== 'ready';
  },
});

export const loadAccountCredentials = createAsyncThunk(
  'credentials/loadAccount',
  async (traderAccountId: string) => ({ traderAccountId, credentials: await getLoginCredentials(traderAccountId) }),
  { serializeError: serializeApiError },
);

export const loadPlatformRedirectUrl = createAsyncThunk(
  'credentials/loadPlatformRedirectUrl',
  async (traderAccountId: string) => (await getPlatformRedirectUrl(traderAccountId)).platform_redirect_url,
  { serializeError: serializeApiError },
);

export const credentialsSlice = createSlice({
  name: 'credentials',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadPlatformCredentials.pending, (s) => {
      s.platformStatus = 'loading';
    });
    b.addCase(loadPlatformCredentials.fulfilled, (s, a) => {
      s.platformStatus = 'ready';
      s.platform = Object.fromEntries(a.payload.map((entry) => [entry.platformId, entry]));
    });
    b.addCase(loadPlatformCredentials.rejected, (s, a) => {
      s.platformStatus = 'failed';
      s.error = errorKeyOf(a.error);
    });
    b.addCase(loadAccountCredentials.fulfilled, (s, a) => {
      s.account[a.payload.traderAccountId] = a.payload.credentials;
      s.error = null;
    });
    b.addCase(loadAccountCredentials.rejected, (s, a) => {
      s.error = errorKeyOf(a.error);
    });
    b.addCase(loadPlatformRedirectUrl.pending, (s) => {
      s.platformRedirectUrl = null;
    });
    b.addCase(loadPlatformRedirectUrl.fulfilled, (s, a) => {
      s.platformRedirectUrl = a.payload;
    });
    b.addCase(loadPlatformRedirectUrl.rejected, (s, a) => {
      s.error = errorKeyOf(a.error);
    });
  },
});
