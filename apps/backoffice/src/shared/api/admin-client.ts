import { ApiPath, ResultCode } from '@portal/contract';
import { unwrap } from '@portal/ui/api/call-api.ts';
import { createHttpClient, type HttpError, type HttpResponse, type RequestConfig } from '@portal/ui/api/http.ts';

/**
 * The console's HTTP client: the operator's session is an httpOnly
 * cookie the browser sends by itself (same origin), so there is no token to store or refresh (unlike the trader
 * app's bearer tokens, SPEC §4). What the console adds is CSRF: the session's replies (sign-in steps, Me) carry its
 * token in X-XSRF-TOKEN, kept here in memory only and echoed on every state-changing call. It is never a cookie:
 * a cookie a script can read is shared with every port of the host.
 */
export const CSRF_HEADER = 'X-XSRF-TOKEN';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let csrfToken: string | null = null;

function withCsrf(config: RequestConfig): RequestConfig {
  if (!csrfToken || !STATE_CHANGING.has((config.method ?? 'GET').toUpperCase())) return config;
  return { ...config, headers: { ...config.headers, [CSRF_HEADER]: csrfToken } };
}

function keepCsrf(response: HttpResponse) {
  const token = response.headers.get(CSRF_HEADER);
  if (token) csrfToken = token;
}

type SessionHandlers = { onSignedOut(): void; onMustChangePassword(): void };
let handlers: SessionHandlers = { onSignedOut: () => undefined, onMustChangePassword: () => undefined };

/** The app says what losing the session (sign-in screen) and a due password change (its screen) mean. */
export function configureAdminSession(next: SessionHandlers) {
  handlers = next;
}

// The calls whose 401 is an answer to show, not a lost session: signing in, and asking who is signed in.
const OWN_401 = new Set<string>([ApiPath.adminSignIn, ApiPath.adminMe, ApiPath.adminSignOut]);

type Refusal = { result?: number; data?: { mustChangePassword?: boolean } } | undefined;

function onFailure(error: HttpError): Promise<HttpResponse> {
  if (error.response) {
    const { status } = error.response;
    const data = error.response.data as Refusal;
    if (status === 401 && !OWN_401.has(error.config.url)) handlers.onSignedOut();
    if (status === 403 && data?.result === ResultCode.NotAuthorized && data.data?.mustChangePassword) {
      handlers.onMustChangePassword();
    }
  }
  return Promise.reject(error);
}

export const adminHttp = createHttpClient({
  headers: { Accept: 'application/json' },
  onRequest: withCsrf,
  onResponse: keepCsrf,
  onError: onFailure,
});

export const adminGet = <T>(url: string, params?: object) => unwrap<T>(adminHttp.get(url, { params }));
export const adminPost = <T>(url: string, body: unknown = {}) => unwrap<T>(adminHttp.post(url, body));
