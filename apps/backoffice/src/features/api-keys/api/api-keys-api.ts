import type { z } from 'zod';
import { type apiKeySchema } from '@portal/contract';
import { adminOperatorsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = ApiKey & { key: string };

const KEYS = { type: 'ApiKey', id: 'LIST' } as const;

/** The owner's API keys: list, create (the key is in the answer, once), revoke. */
const apiKeysApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<{ items: ApiKey[] }, void>({
      query: () => requestTo(adminOperatorsRoutes.apiKeys),
      providesTags: [KEYS],
    }),
    createApiKey: build.mutation<CreatedApiKey, { name: string; brandIds: string[] | null; actions: string[] }>({
      query: (body) => requestTo(adminOperatorsRoutes.createApiKey, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [KEYS]),
    }),
    revokeApiKey: build.mutation<ApiKey, string>({
      query: (id) => requestTo(adminOperatorsRoutes.apiKeyRevoke, { path: { id } }),
      invalidatesTags: (_r, error) => (error ? [] : [KEYS]),
    }),
  }),
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
