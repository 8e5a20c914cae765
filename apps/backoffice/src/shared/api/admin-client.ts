import axios, { isAxiosError, type AxiosResponse } from 'axios';
import { ApiPath, ResultCode } from '@portal/contract';
import { unwrap } from '@portal/ui/api/call-api.ts';

/**
 * The console's HTTP client (decision 013): the operator's session is an httpOnly cookie the browser sends by
 * itself, so there is no token to store or refresh (unlike the trader app's bearer tokens, SPEC §4). What the
 * console adds is CSRF: every state-changing call echoes the readable XSRF-TOKEN cookie in X-XSRF-TOKEN.
 */
export const adminHttp = axios.create({
  baseURL: '/',
  withCredentials: true,
  headers: { Accept: 'application/json' },
  // axios' own XSRF handling is off: the interceptor below sends the header on state-changing calls only.
  withXSRFToken: false,
  xsrfCookieName: undefined,
});

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

export function readCookie(name: string, cookies = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

adminHttp.interceptors.request.use((config) => {
  if (STATE_CHANGING.has((config.method ?? 'get').toLowerCase())) {
    const token = readCookie(CSRF_COOKIE);
    if (token) config.headers.set(CSRF_HEADER, token);
  }
  return config;
});

type SessionHandlers = { onSignedOut(): void; onMustChangePassword(): void };
let handlers: SessionHandlers = { onSignedOut: () => undefined, onMustChangePassword: () => undefined };

/** The app says what losing the session (sign-in screen) and a due password change (its screen) mean. */
export function configureAdminSession(next: SessionHandlers) {
  handlers = next;
}

// The calls whose 401 is an answer to show, not a lost session: signing in, and asking who is signed in.
const OWN_401 = new Set<string>([ApiPath.adminSignIn, ApiPath.adminMe, ApiPath.adminSignOut]);

adminHttp.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response) {
    const { status, data } = error.response as AxiosResponse<{
      result?: number;
      data?: { mustChangePassword?: boolean };
    }>;
    if (status === 401 && !OWN_401.has(error.config?.url ?? '')) handlers.onSignedOut();
    if (status === 403 && data?.result === ResultCode.NotAuthorized && data.data?.mustChangePassword) {
      handlers.onMustChangePassword();
    }
  }
  return Promise.reject(error);
});

/** Fills a path's `:name` parameters, encoded. */
export function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export const adminGet = <T>(url: string, params?: object) => unwrap<T>(adminHttp.get(url, { params }));
export const adminPost = <T>(url: string, body: unknown = {}) => unwrap<T>(adminHttp.post(url, body));
