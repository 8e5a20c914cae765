import type { EndpointRoute } from '@portal/contract/routes';
import type { ApiRequest } from './base-query.ts';
import { unwrap } from './call-api.ts';
import type { HttpClient, RequestConfig } from './http.ts';

/** Fills a path's `:name` parameters, encoded. */
export function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * What a call reads of a declared endpoint: its method and path, nothing else. The apps pass `@portal/contract/routes`'
 * entries (`authRoutes.login`), which the build writes as literals (packages/ui/build/contract-routes.ts), so a
 * call brings no endpoint table or zod schema into a bundle.
 */
export type { EndpointRoute };

type EndpointRequest = Omit<ApiRequest, 'url' | 'method'> & { path?: Record<string, string> };

/**
 * The call of an endpoint the contract declares: its method, and its path with the path's parameters filled in
 * (`path`: `{ id }` for `/Package/:id`); the query parameters and body as given.
 */
export const requestTo = (endpoint: EndpointRoute, { path, ...request }: EndpointRequest = {}): ApiRequest => ({
  url: path ? pathOf(endpoint.path, path) : endpoint.path,
  method: endpoint.method,
  ...request,
});

/** The same call as an HTTP client's request, for a call made outside RTK Query (`extra`: a signal, a timeout…). */
export function configOf(
  endpoint: EndpointRoute,
  request: EndpointRequest = {},
  extra: Omit<RequestConfig, 'url' | 'method' | 'params' | 'data'> = {},
): RequestConfig {
  const { body, headers, ...call } = requestTo(endpoint, request);
  return { ...extra, ...call, data: body, headers: { ...extra.headers, ...headers } };
}

/** An endpoint called through an HTTP client outside RTK Query: its data, or an ApiError. */
export const callTo = <T>(client: HttpClient, endpoint: EndpointRoute, request?: EndpointRequest) =>
  unwrap<T>(client.request(configOf(endpoint, request)));
