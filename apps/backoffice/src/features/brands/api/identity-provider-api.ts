import type { AdminBrandProviders, AdminIdentityProviderRequest, BrandIdentityProvider } from '@portal/contract';
import { adminProvidersRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

/** A brand's identity-verification provider: its part of the brand's providers, and saving the choice. */
const identityProviderApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    brandIdentityProvider: build.query<BrandIdentityProvider, string>({
      query: (id) => requestTo(adminProvidersRoutes.brandProviders, { path: { id } }),
      transformResponse: (providers: AdminBrandProviders) => providers.identity,
      providesTags: (_r, _e, id) => [{ type: 'Brand', id }],
    }),
    /** The saved choice answers with the brand's providers: the section shows its identity part at once. */
    saveIdentityProvider: build.mutation<AdminBrandProviders, { id: string; body: AdminIdentityProviderRequest }>({
      query: ({ id, body }) => requestTo(adminProvidersRoutes.updateIdentityProvider, { path: { id }, body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(identityProviderApi.util.upsertQueryData('brandIdentityProvider', id, data.identity));
      },
    }),
  }),
});

export const { useBrandIdentityProviderQuery, useSaveIdentityProviderMutation } = identityProviderApi;
