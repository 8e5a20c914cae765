import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { ResultCode } from '@portal/contract';
import { ApiError } from '@portal/ui/api/api-error.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';
import { api, publicApi } from './http-client.ts';

/** One call of an endpoint: a path, its query parameters and JSON body; `guest` calls go without the session. */
export type ApiRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: object;
  body?: unknown;
  guest?: boolean;
};

/**
 * A failed call as the cache keeps it (an ApiError instance would not serialise): the result code (SPEC §8), the
 * translation key a trader sees, the HTTP status (0 without a reply) and the refusal's data.
 */
export type ApiFailure = { result: number; key: string; status: number; data: unknown };

export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError)
    return { result: error.result, key: error.messageKey, status: error.httpStatus, data: error.data ?? null };
  return { result: ResultCode.SomethingWentWrong, key: 'errors.SomethingWentWrong', status: 0, data: null };
}

/**
 * The failure of a query or mutation hook, or a thrown `unwrap()`, as an ApiFailure; null when there is none
 * (RTK Query's own type also allows a serialised exception, which reads as "something went wrong").
 */
export function apiFailure(error: unknown): ApiFailure | null {
  if (!error) return null;
  const failure = error as Partial<ApiFailure>;
  if (!(error instanceof ApiError) && typeof failure.result === 'number' && typeof failure.key === 'string')
    return error as ApiFailure;
  return failureOf(error);
}

/**
 * Every endpoint's call goes through the app's HTTP client, so the session rules of SPEC §4 (the bearer token, one
 * refresh on 401 under the refresh lock, sign-out after a failed refresh or too many failing replies, the forced
 * update) apply to it as to any call; the `{ result, data }` envelope is unwrapped here.
 */
export const httpBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiFailure> = async (request) => {
  const { url, method = 'GET', params, body, guest } = typeof request === 'string' ? { url: request } : request;
  try {
    const client = guest ? publicApi : api;
    const data = await unwrap(client.request<{ result: number; data: unknown }>({ url, method, params, data: body }));
    return { data };
  } catch (error) {
    return { error: failureOf(error) };
  }
};
