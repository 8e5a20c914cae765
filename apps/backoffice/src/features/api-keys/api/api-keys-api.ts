import type { z } from 'zod';
import { ApiPath, type apiKeySchema } from '@portal/contract';
import { pathOf } from '../../../shared/api/admin-client.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = ApiKey & { key: string };

const KEYS = { type: 'ApiKey', id: 'LIST' } as const;

/** The owner's API keys: list, create (the key is in the answer, once), revoke. */
const apiKeysApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<{ items: ApiKey[] }, void>({
      query: () => ({ url: ApiPath.adminApiKeys }),
      providesTags: [KEYS],
    }),
    createApiKey: build.mutation<CreatedApiKey, { name: string; brandIds: string[] | null; actions: string[] }>({
      query: (body) => ({ url: ApiPath.adminApiKeys, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [KEYS]),
    }),
    revokeApiKey: build.mutation<ApiKey, string>({
      query: (id) => ({ url: pathOf(ApiPath.adminApiKeyRevoke, { id }), method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : [KEYS]),
    }),
  }),
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
