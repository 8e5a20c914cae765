import { createSlice } from '@reduxjs/toolkit';

type PlatformLinks = { web?: string; ios?: string; android?: string; windows?: string; mac?: string };
/** SPEC §3 platform and account credentials, and the platform redirect (filled by the buying issue). */
export type CredentialsState = {
  platform: Record<string, PlatformLinks>;
  account: Record<string, { login: string; password: string; server: string; platformAccountId: string }>;
  platformRedirectUrl: string | null;
  error: string | null;
};
export const credentialsSlice = createSlice({
  name: 'credentials',
  initialState: { platform: {}, account: {}, platformRedirectUrl: null, error: null } as CredentialsState,
  reducers: {},
});
