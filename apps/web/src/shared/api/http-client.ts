import {
  DEVICE_ID_HEADER,
  MAX_CONSECUTIVE_FAILED_REPLIES,
  ResultCode,
  SITE_VERSION,
  SITE_VERSION_HEADER,
  type TokenPair,
} from '@portal/contract';
import { authRoutes } from '@portal/contract/routes';
import {
  createHttpClient,
  HttpError,
  type HttpClient,
  type HttpResponse,
  type RequestConfig,
} from '@portal/ui/api/http.ts';
import { configOf } from '@portal/ui/api/request-to.ts';
import { deviceId } from '../storage/visitor-ids.ts';
import { tokenStore } from './token-store.ts';
import { withRefreshLock } from './refresh-lock.ts';

/**
 * Two clients (SPEC §6): `publicApi` carries the site version only; `api` adds the bearer token and
 * implements SPEC §4 "Session": refresh once on 401, retry the request once, sign out on any failure,
 * and after more than 10 consecutive failing replies.
 */
const defaults = {
  headers: { Accept: 'application/json', [SITE_VERSION_HEADER]: SITE_VERSION },
  // The XSRF cookie echoed on every call, as the axios client did.
  xsrf: { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN', methods: 'all' as const },
};

/** Every call names this browser (its APP-ID) for the risk desk's shared-device signal (docs/risk.md). */
const withDevice = (config: RequestConfig): RequestConfig => ({
  ...config,
  headers: { ...config.headers, [DEVICE_ID_HEADER]: deviceId() },
});

export const publicApi: HttpClient = createHttpClient({ ...defaults, onRequest: withDevice });

let onSignedOut: () => void = () => undefined;
let consecutiveFailures = 0;
let refreshing: Promise<string> | null = null;

/** The app tells the client what signing out means (clear state, go to /sign-in). */
export function configureSession(options: { onSignedOut: () => void }) {
  onSignedOut = options.onSignedOut;
}

/** Logout, and every failure of the session: tokens cleared, the app sends the trader to /sign-in. */
export function signOut() {
  tokenStore.clear();
  consecutiveFailures = 0;
  onSignedOut();
}

/** How long logout waits for the server to end the session before leaving it be. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Logout (SPEC §4): the tokens are cleared at once, then the server is asked to end the session and its
 * refresh family, so a copied token stops working too. That call is best effort: a failure, or a server that
 * does not answer within the timeout, never keeps the trader signed in nor holds the sign-out up. It goes
 * through `publicApi` with the bearer token set for this one call: a 401 must not start a refresh.
 */
export async function logOut(options: { timeoutMs?: number } = {}): Promise<void> {
  const token = tokenStore.token();
  const refreshToken = tokenStore.refreshToken();
  signOut();
  if (!token && !refreshToken) return;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Our own timer as well as the abort: not every transport honours an abort promptly.
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, options.timeoutMs ?? LOGOUT_TIMEOUT_MS);
  });
  const call = publicApi
    .request(
      configOf(
        authRoutes.logout,
        {
          body: refreshToken ? { refreshToken } : {},
          ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
        },
        { signal: controller.signal },
      ),
    )
    .then(
      () => undefined,
      // Already signed out here; the server ends the session by itself when it expires (12 hours at most).
      () => undefined,
    );
  await Promise.race([call, givenUp]);
  clearTimeout(timer);
}

/** For tests: forget counters and any refresh in flight. */
export function resetSessionState() {
  consecutiveFailures = 0;
  refreshing = null;
}

/**
 * One refresh at a time, also across tabs (Web Locks): a tab that waited finds the token another tab
 * already rotated and uses it, instead of presenting the old refresh token (which the server answers with
 * the same pair only for a few seconds, and after that treats as reuse, ending the session).
 */
export function refreshSession(staleToken: string | null): Promise<string> {
  refreshing ??= withRefreshLock(async () => {
    const current = tokenStore.token();
    // Another tab's fresh token is used as it is; one known to have expired is no better than the stale one.
    if (current && current !== staleToken && !tokenStore.accessTokenExpired()) return current;
    const refreshToken = tokenStore.refreshToken();
    if (!refreshToken) throw new Error('no refresh token');
    const { data } = await publicApi.request<{ result: number; data: TokenPair | null }>(
      configOf(authRoutes.refreshToken, { body: { refreshToken } }),
    );
    if (data.result !== ResultCode.Ok || !data.data) throw new Error(`refresh refused: ${data.result}`);
    tokenStore.replace(data.data.token, data.data.refreshToken);
    return data.data.token;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A stored access token known to have expired is never sent: the session is refreshed first (one refresh for
 * every call waiting, single flight), as at app start (SPEC §4). Otherwise several calls made at once with it
 * would all meet a 401 and only the one that starts the refresh would be retried. A session past its 12-hour
 * stamp is left to the 401 path, which signs out.
 */
async function withToken(config: RequestConfig): Promise<RequestConfig> {
  let token = tokenStore.token();
  if (token && tokenStore.accessTokenExpired() && !tokenStore.isExpired()) {
    try {
      token = await refreshSession(token);
    } catch {
      // As after a failed refresh on a 401: the session is over, the app sends the trader to sign in.
      signOut();
      throw new HttpError('the session could not be refreshed', 'ERR_SESSION_ENDED', config);
    }
  }
  return token ? { ...config, headers: { ...config.headers, Authorization: `Bearer ${token}` } } : config;
}

/** A failed call: counted if the server replied, and a 401 refreshes the session and retries the call once. */
async function onFailure(error: HttpError, client: HttpClient): Promise<HttpResponse> {
  // Only replies count: a trader who is offline for a while is not signed out for it.
  if (error.response) consecutiveFailures += 1;
  if (consecutiveFailures > MAX_CONSECUTIVE_FAILED_REPLIES) {
    signOut();
    throw error;
  }
  const config = error.config;
  if (error.response?.status !== 401 || config.retried) throw error;
  if (tokenStore.isExpired()) {
    signOut();
    throw error;
  }
  if (refreshing) throw error; // while a refresh runs, other failing requests are not retried
  const sentWith = config.headers?.Authorization?.replace(/^Bearer /, '') ?? null;
  let token: string;
  try {
    token = await refreshSession(sentWith);
  } catch {
    signOut();
    throw error;
  }
  return client.request({ ...config, retried: true, headers: { ...config.headers, Authorization: `Bearer ${token}` } });
}

export const api: HttpClient = createHttpClient({
  ...defaults,
  onRequest: (config) => withToken(withDevice(config)),
  onResponse: () => {
    consecutiveFailures = 0;
  },
  onError: onFailure,
});
