import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPair } from '@portal/contract';
import { logOut, refreshSession } from '../../shared/api/http-client.ts';
import { tokenStore } from '../../shared/api/token-store.ts';
import { setUserFromCheckout, signedOut } from '../../shared/auth/auth-actions.ts';

/** SPEC §3 Auth: isAuth, isInit, isUserFromCheckout (pending purchase), emailForResetPassword. */
export type AuthState = {
  isAuth: boolean;
  isInit: boolean;
  isUserFromCheckout: boolean;
  emailForResetPassword: string | null;
  error: string | null;
};
const initialState: AuthState = {
  isAuth: false,
  isInit: false,
  isUserFromCheckout: false,
  emailForResetPassword: null,
  error: null,
};

/**
 * SPEC §4 App start: with an access token (not known to have expired) the trader is signed in; with only a
 * refresh token one refresh is tried; otherwise (or when it fails) auth is initialised as signed out.
 */
export const initAuth = createAsyncThunk('auth/init', async () => {
  if (tokenStore.isExpired()) {
    tokenStore.clear();
    return false;
  }
  // An access token known to have expired counts as none: refresh first, so no call is sent with it.
  if (tokenStore.token() && !tokenStore.accessTokenExpired()) return true;
  if (!tokenStore.refreshToken()) return false;
  try {
    await refreshSession(null);
    return true;
  } catch {
    tokenStore.clear();
    return false;
  }
});

/** A sign-in, an e-mail verification or a subscribe completion gave tokens: the session starts. */
export const completeSignIn = createAsyncThunk('auth/completeSignIn', async (pair: TokenPair) => {
  tokenStore.signIn(pair.token, pair.refreshToken);
  return true;
});

/** The trader signs out: local tokens cleared at once, the server asked to end the session (best effort). */
export const logout = createAsyncThunk('auth/logout', async () => {
  await logOut();
});

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    setEmailForResetPassword(s, a: PayloadAction<string | null>) {
      s.emailForResetPassword = a.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(signedOut, (s) => {
      s.isAuth = false;
      s.isInit = true;
    });
    b.addCase(setUserFromCheckout, (s, a) => {
      s.isUserFromCheckout = a.payload;
    });
    b.addCase(initAuth.fulfilled, (s, a) => {
      s.isAuth = a.payload;
      s.isInit = true;
    });
    b.addCase(completeSignIn.fulfilled, (s) => {
      s.isAuth = true;
      s.isInit = true;
      s.error = null;
    });
  },
});
export const { setEmailForResetPassword } = authSlice.actions;
export { setUserFromCheckout, signedOut };
