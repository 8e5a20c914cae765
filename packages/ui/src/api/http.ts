/**
 * A small HTTP client on `fetch`, shared by the trader app and the console. It keeps the part of
 * axios' behaviour the apps relied on and nothing more, so the first load no longer carries axios (about 13 kB
 * brotli): a base of `/`, default headers, query `params`, JSON bodies, a reply parsed as JSON when it is JSON
 * (otherwise kept as text, or a Blob when asked), a non-2xx reply rejected as an `HttpError` carrying the reply,
 * the XSRF cookie echoed in a header, an optional timeout and an abort signal. The session rules (SPEC §4) stay
 * in each app, as `onRequest`/`onResponse`/`onError` hooks around every call.
 */

export type RequestConfig = {
  url: string;
  method?: string;
  /** Query parameters; `undefined` and `null` values are left out, as axios did. */
  params?: object;
  /** A plain value is sent as JSON; a string, `URLSearchParams`, `Blob`/`File` or `FormData` as it is. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call is given up (0: never). */
  timeout?: number;
  responseType?: 'json' | 'text' | 'blob';
  /** Set by a session hook when it retries a call, so a call is retried once at most. */
  retried?: boolean;
};

export type HttpResponse<T = unknown> = { data: T; status: number; headers: Headers; config: RequestConfig };

/** Why a call failed: a reply outside 2xx (`response` set), no reply at all, an abort or the timeout. */
export type HttpErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED' | 'ECONNABORTED' | (string & {});

export class HttpError<T = unknown> extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: RequestConfig,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

export type XsrfOptions = {
  cookie: string;
  header: string;
  /** `all`: every call (as axios did for same-origin calls); `state-changing`: POST, PUT, PATCH, DELETE. */
  methods: 'all' | 'state-changing';
};

export type ClientOptions = {
  headers?: Record<string, string>;
  xsrf?: XsrfOptions;
  timeout?: number;
  /** Before a call is sent (e.g. the bearer token); may throw to refuse it. */
  onRequest?: (config: RequestConfig) => RequestConfig | Promise<RequestConfig>;
  onResponse?: (response: HttpResponse) => void;
  /** Every failure goes through here; it rethrows, or answers (e.g. with a retry through `client.request`). */
  onError?: (error: HttpError, client: HttpClient) => Promise<HttpResponse>;
};

type CallConfig = Omit<RequestConfig, 'url' | 'method' | 'data'>;

export type HttpClient = {
  readonly defaults: { headers: Record<string, string>; timeout: number };
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: CallConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: CallConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: CallConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: CallConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: CallConfig): Promise<HttpResponse<T>>;
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** `params` as a query string: scalars as text, dates as ISO strings, arrays as `key[]`, as axios wrote them. */
export function queryOf(params: object | undefined): string {
  const query = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) query.append(key, value.toISOString());
    else if (typeof value === 'object') query.append(key, JSON.stringify(value));
    else query.append(key, String(value as string | number | boolean));
  };
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else add(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Relative to the page (fetch outside a browser, e.g. in tests, needs an absolute address). */
function addressOf(url: string, params: object | undefined): string {
  const withQuery = url + (params ? (url.includes('?') ? queryOf(params).replace('?', '&') : queryOf(params)) : '');
  const base = typeof location === 'undefined' ? undefined : location.href;
  return base ? new URL(withQuery, base).href : withQuery;
}

/** What fetch sends as it is; anything else is JSON. */
function isRawBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    data instanceof URLSearchParams ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

async function bodyOf(reply: Response, responseType: RequestConfig['responseType']): Promise<unknown> {
  if (responseType === 'blob') return reply.blob();
  const text = await reply.text();
  if (responseType === 'text' || !text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // not JSON (an HTML error page, a proxy's text): kept as text, the caller decides
  }
}

/** A signal that fires on the caller's abort or when the timeout passes, and tells which. */
function signalOf(config: RequestConfig): { signal?: AbortSignal; timedOut: () => boolean; done: () => void } {
  if (!config.timeout) return { signal: config.signal, timedOut: () => false, done: () => undefined };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeout);
  const onAbort = () => controller.abort();
  if (config.signal?.aborted) controller.abort();
  config.signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', onAbort);
    },
  };
}

async function send(config: RequestConfig, options: ClientOptions): Promise<HttpResponse> {
  const method = (config.method ?? 'GET').toUpperCase();
  const headers = new Headers(config.headers);
  const xsrf = options.xsrf;
  if (xsrf && (xsrf.methods === 'all' || STATE_CHANGING.has(method)) && !headers.has(xsrf.header)) {
    const token = readCookie(xsrf.cookie);
    if (token) headers.set(xsrf.header, token);
  }
  let body: BodyInit | undefined;
  if (config.data !== undefined && method !== 'GET' && method !== 'HEAD') {
    if (isRawBody(config.data)) body = config.data;
    else {
      body = JSON.stringify(config.data);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  }
  const abort = signalOf(config);
  let reply: Response;
  try {
    reply = await fetch(addressOf(config.url, config.params), {
      method,
      headers,
      body,
      signal: abort.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    abort.done();
    if (abort.timedOut()) throw new HttpError(`timeout of ${config.timeout} ms exceeded`, 'ECONNABORTED', config);
    if (config.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config);
    throw new HttpError(cause instanceof Error ? cause.message : 'network error', 'ERR_NETWORK', config);
  }
  let data: unknown;
  try {
    data = await bodyOf(reply, config.responseType);
  } catch {
    abort.done();
    throw new HttpError('the reply broke off', abort.timedOut() ? 'ECONNABORTED' : 'ERR_NETWORK', config);
  }
  abort.done();
  const response: HttpResponse = { data, status: reply.status, headers: reply.headers, config };
  if (reply.status < 200 || reply.status > 299) {
    throw new HttpError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, response);
  }
  return response;
}

export function createHttpClient(options: ClientOptions = {}): HttpClient {
  const defaults = { headers: { ...options.headers }, timeout: options.timeout ?? 0 };
  const client: HttpClient = {
    defaults,
    async request<T>(given: RequestConfig) {
      let config: RequestConfig = {
        ...given,
        timeout: given.timeout ?? defaults.timeout,
        headers: { ...defaults.headers, ...given.headers },
      };
      try {
        if (options.onRequest) config = await options.onRequest(config);
        const response = await send(config, options);
        options.onResponse?.(response);
        return response as HttpResponse<T>;
      } catch (error) {
        const failure = isHttpError(error)
          ? error
          : new HttpError(error instanceof Error ? error.message : String(error), 'ERR_NETWORK', config);
        if (!options.onError) throw failure;
        return (await options.onError(failure, client)) as HttpResponse<T>;
      }
    },
    get: (url, config) => client.request({ ...config, url, method: 'GET' }),
    delete: (url, config) => client.request({ ...config, url, method: 'DELETE' }),
    post: (url, data, config) => client.request({ ...config, url, method: 'POST', data }),
    put: (url, data, config) => client.request({ ...config, url, method: 'PUT', data }),
    patch: (url, data, config) => client.request({ ...config, url, method: 'PATCH', data }),
  };
  return client;
}
