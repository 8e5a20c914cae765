import { ResultCode } from '@portal/contract';
import { ApiError, somethingWentWrong } from './api-error.ts';
import { unwrap } from './call-api.ts';
import type { HttpClient } from './http.ts';

/** One call of an endpoint: a path, its query parameters, its body (JSON, or a file with its type in `headers`). */
export type ApiRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: object;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * A failed call as the RTK Query cache keeps it (an ApiError instance would not serialise): the result code
 * (SPEC §8), the translation key a user sees, the HTTP status (0 without a reply) and the refusal's data.
 */
export type ApiFailure = { result: number; key: string; httpStatus: number; data: unknown };

export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError)
    return { result: error.result, key: error.messageKey, httpStatus: error.httpStatus, data: error.data ?? null };
  return { result: ResultCode.SomethingWentWrong, key: 'errors.SomethingWentWrong', httpStatus: 0, data: null };
}

const isApiFailure = (error: unknown): error is ApiFailure =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as ApiFailure).result === 'number' &&
  typeof (error as ApiFailure).httpStatus === 'number';

/**
 * The failure of a query or mutation hook, or a thrown `unwrap()`, as an ApiFailure; null when there is none
 * (RTK Query's own type also allows a serialised exception, which reads as "something went wrong").
 */
export function apiFailure(error: unknown): ApiFailure | null {
  if (!error) return null;
  if (!(error instanceof ApiError) && isApiFailure(error)) return error;
  return failureOf(error);
}

/**
 * Any failure of a call as an ApiError: thrown by an HTTP client, or kept by the cache (an action's `unwrap()`
 * rejects with it); a thrown non-API error reads as "something went wrong".
 */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isApiFailure(error)) return new ApiError(error.result, error.data, error.httpStatus);
  return somethingWentWrong();
}

/** A call whose failure a kit widget reads as an ApiError (the device list, its sign-out). */
export const asApiCall = <T>(call: Promise<T>): Promise<T> =>
  call.catch((caught: unknown) => {
    throw asApiError(caught);
  });

/** What RTK Query expects of a base query's answer (`QueryReturnValue`), without the kit depending on it. */
type BaseQueryAnswer = { data: unknown; error?: undefined } | { error: ApiFailure; data?: undefined };

type BaseQueryOptions = {
  /** the body of a call that changes something and states none (the console's server reads `{}`) */
  emptyBody?: unknown;
};

/**
 * The base query of both apps' RTK Query APIs: the call goes through the HTTP client the app picks for it, so the
 * app's session rules (the trader app's bearer token and refresh on 401, the console's cookie, CSRF token and
 * lost session) apply to it as to any call; the `{ result, data }` envelope is unwrapped and a failure kept as an
 * ApiFailure. An app adds its own fields to a request (`Extra`) to choose the client.
 */
export function createBaseQuery<Extra extends object = object>(
  clientFor: (request: ApiRequest & Extra) => HttpClient,
  { emptyBody }: BaseQueryOptions = {},
) {
  return async (request: (ApiRequest & Extra) | string): Promise<BaseQueryAnswer> => {
    const call = (typeof request === 'string' ? { url: request } : request) as ApiRequest & Extra;
    const { url, method = 'GET', params, body = method === 'GET' ? undefined : emptyBody, headers } = call;
    try {
      const reply = clientFor(call).request<{ result: number; data: unknown }>({
        url,
        method,
        params,
        data: body,
        headers,
      });
      return { data: await unwrap(reply) };
    } catch (error) {
      return { error: failureOf(error) };
    }
  };
}
