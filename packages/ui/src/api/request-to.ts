import type { Endpoint } from '@portal/contract';
import type { ApiRequest } from './base-query.ts';

/** Fills a path's `:name` parameters, encoded. */
export function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The call of an endpoint the contract declares, as both apps' RTK Query endpoints make it: its method, and its
 * path with the path's parameters filled in (`path`: `{ id }` for `/Package/:id`); the query parameters and body
 * as given.
 */
export const requestTo = (
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  { path, ...request }: Omit<ApiRequest, 'url' | 'method'> & { path?: Record<string, string> } = {},
): ApiRequest => ({ url: path ? pathOf(endpoint.path, path) : endpoint.path, method: endpoint.method, ...request });
