import type { Endpoint } from '@portal/contract';
import type { ApiRequest } from '@portal/ui/api/base-query.ts';
import { pathOf } from './admin-client.ts';

/**
 * The call of an endpoint the contract declares: its method, and its path with the path's parameters filled in
 * (`path`: `{ id }` for `/Package/:id`); the query parameters and body as given.
 */
export const requestTo = (
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  { path, ...request }: Omit<ApiRequest, 'url' | 'method'> & { path?: Record<string, string> } = {},
): ApiRequest => ({ url: path ? pathOf(endpoint.path, path) : endpoint.path, method: endpoint.method, ...request });
