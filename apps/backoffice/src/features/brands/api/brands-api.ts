import type { z } from 'zod';
import type { ApiRequest } from '@portal/ui/api/base-query.ts';
import {
  type AdminBrand,
  type AdminBrandProviders,
  type AdminBrandUpdateRequest,
  type AdminIdentityProviderRequest,
  type AdminPaymentProviderRequest,
  type adminBrandSummarySchema,
} from '@portal/contract';
import { adminBrandsRoutes, adminProvidersRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';
import { recordById } from '../../../shared/api/endpoint-shapes.ts';

export type AdminBrandSummary = z.infer<typeof adminBrandSummarySchema>;
export type BrandAssetFile = { kind: 'logo' | 'favicon'; contentType: string; size: number; url: string };

const BRANDS = { type: 'Brand', id: 'LIST' } as const;

/** The brands in the operator's scope, each with its settings, hosts and files. */
const brandsApi = consoleApi.injectEndpoints({
  endpoints: (build) => {
    /** A change answered with the brand: the open brand takes it, the list reads again. */
    const brandChange = <A extends { id: string }>(request: (arg: A) => ApiRequest) =>
      build.mutation<AdminBrand, A>({
        query: request,
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(brandsApi.util.upsertQueryData('brand', id, data));
        },
        invalidatesTags: (_r, error) => (error ? [] : [BRANDS]),
      });
    return {
      brands: build.query<{ items: AdminBrandSummary[] }, void>({
        query: () => requestTo(adminBrandsRoutes.brands),
        providesTags: [BRANDS],
      }),
      brand: recordById<AdminBrand>(build, 'Brand', adminBrandsRoutes.brand),
      saveBrand: brandChange(({ id, body }: { id: string; body: AdminBrandUpdateRequest }) =>
        requestTo(adminBrandsRoutes.updateBrand, { path: { id }, body }),
      ),
      addBrandHost: brandChange(({ id, host }: { id: string; host: string }) =>
        requestTo(adminBrandsRoutes.brandHosts, { path: { id }, body: { host } }),
      ),
      removeBrandHost: brandChange(({ id, host }: { id: string; host: string }) =>
        requestTo(adminBrandsRoutes.brandHostRemove, { path: { id }, body: { host } }),
      ),
      /** The raw file as the body, its own type as Content-Type; the brand reads again (its file's address). */
      uploadBrandAsset: build.mutation<BrandAssetFile, { id: string; kind: 'logo' | 'favicon'; file: File }>({
        query: ({ id, kind, file }) =>
          requestTo(adminBrandsRoutes.brandAsset, {
            path: { id, kind },
            body: file,
            headers: { 'Content-Type': file.type || 'application/octet-stream' },
          }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Brand', id }, BRANDS]),
      }),
      /** Which outside providers serve the brand, and when and by whom each secret was set (never a secret). */
      brandProviders: build.query<AdminBrandProviders, string>({
        query: (id) => requestTo(adminProvidersRoutes.brandProviders, { path: { id } }),
        providesTags: (_r, _e, id) => [{ type: 'BrandProviders', id }],
      }),
      /** The brand's payment provider and its keys; the answer (the providers as saved) replaces the read. */
      savePaymentProvider: build.mutation<AdminBrandProviders, { id: string; body: AdminPaymentProviderRequest }>({
        query: ({ id, body }) => requestTo(adminProvidersRoutes.updatePaymentProvider, { path: { id }, body }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(brandsApi.util.upsertQueryData('brandProviders', id, data));
        },
      }),
      /** The brand's identity-verification provider, its levels and keys; the answer replaces the read likewise. */
      saveIdentityProvider: build.mutation<AdminBrandProviders, { id: string; body: AdminIdentityProviderRequest }>({
        query: ({ id, body }) => requestTo(adminProvidersRoutes.updateIdentityProvider, { path: { id }, body }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(brandsApi.util.upsertQueryData('brandProviders', id, data));
        },
      }),
    };
  },
});

export const {
  useBrandsQuery,
  useBrandQuery,
  useSaveBrandMutation,
  useAddBrandHostMutation,
  useRemoveBrandHostMutation,
  useUploadBrandAssetMutation,
  useBrandProvidersQuery,
  useSavePaymentProviderMutation,
  useSaveIdentityProviderMutation,
} = brandsApi;
