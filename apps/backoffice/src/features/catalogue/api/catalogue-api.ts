import type { z } from 'zod';
import {
  type AdminDiscountCode,
  type AdminDiscountCodeCreateRequest,
  type AdminDiscountCodeUpdateRequest,
  type AdminPackage,
  type AdminPackageCreateRequest,
  type AdminPackageUpdateRequest,
  type CursorPage,
  type adminDiscountOrderSchema,
} from '@portal/contract';
import { adminCatalogueRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi, pageTags, type Page } from '../../../shared/api/console-api.ts';
import { recordById } from '../../../shared/api/endpoint-shapes.ts';

export type AdminDiscountOrder = z.infer<typeof adminDiscountOrderSchema>;

/** Packages are read in the console's language (their rules in words). */
type InLanguage = { lang: string };
const PACKAGES = { type: 'Package', id: 'LIST' } as const;
const CODES = { type: 'DiscountCode', id: 'LIST' } as const;
/** Rows a page of the codes and of a code's orders. */
const PAGE_SIZE = 25;
/** A page's position: a cursor of an answer, none for the first page. */
type Position = { cursor?: string | undefined };

/** A brand's packages (hidden ones too) and discount codes, each package and code with its own page. */
const catalogueApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    packages: build.query<Page<AdminPackage>, { brandId: string } & InLanguage>({
      query: ({ brandId, lang }) =>
        requestTo(adminCatalogueRoutes.packages, {
          params: { brandId, includeHidden: 'true', lang, pageSize: 100 },
        }),
      providesTags: (page) => pageTags('Package', page),
    }),
    package: build.query<AdminPackage, { id: string } & InLanguage>({
      query: ({ id, lang }) => requestTo(adminCatalogueRoutes.package, { path: { id }, params: { lang } }),
      providesTags: (_r, _e, { id }) => [{ type: 'Package', id }],
    }),
    createPackage: build.mutation<AdminPackage, AdminPackageCreateRequest>({
      query: (body) => requestTo(adminCatalogueRoutes.createPackage, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [PACKAGES]),
    }),
    savePackage: build.mutation<AdminPackage, { id: string; body: AdminPackageUpdateRequest }>({
      query: ({ id, body }) => requestTo(adminCatalogueRoutes.updatePackage, { path: { id }, body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Package', id }, PACKAGES, 'PayoutSettings']),
    }),
    /** Hide or show: the open package takes the answered visibility, the lists read again. */
    setPackageVisible: build.mutation<AdminPackage, { id: string; visible: boolean } & InLanguage>({
      query: ({ id, visible }) =>
        requestTo(adminCatalogueRoutes.packageVisibility, { path: { id }, body: { visible } }),
      async onQueryStarted({ id, lang }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          catalogueApi.util.updateQueryData('package', { id, lang }, (pkg) => {
            pkg.visible = data.visible;
          }),
        );
      },
      invalidatesTags: (_r, error) => (error ? [] : [PACKAGES]),
    }),
    /** A brand's codes, newest first, a page at a position (none: the first). */
    discountCodes: build.query<CursorPage<AdminDiscountCode>, { brandId: string } & Position>({
      query: ({ brandId, cursor }) =>
        requestTo(adminCatalogueRoutes.discountCodes, { params: { brandId, cursor, pageSize: PAGE_SIZE } }),
      providesTags: (page) => pageTags('DiscountCode', page),
    }),
    discountCode: recordById<AdminDiscountCode>(build, 'DiscountCode', adminCatalogueRoutes.discountCode),
    /** The orders that used a code, newest first, a page at a position. */
    discountCodeOrders: build.query<CursorPage<AdminDiscountOrder>, { id: string } & Position>({
      query: ({ id, cursor }) =>
        requestTo(adminCatalogueRoutes.discountCodeOrders, { path: { id }, params: { cursor, pageSize: PAGE_SIZE } }),
      providesTags: (_r, _e, { id }) => [{ type: 'DiscountCode', id }],
    }),
    createDiscountCode: build.mutation<AdminDiscountCode, AdminDiscountCodeCreateRequest>({
      query: (body) => requestTo(adminCatalogueRoutes.createDiscountCode, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [CODES]),
    }),
    saveDiscountCode: build.mutation<AdminDiscountCode, { id: string; body: AdminDiscountCodeUpdateRequest }>({
      query: ({ id, body }) => requestTo(adminCatalogueRoutes.updateDiscountCode, { path: { id }, body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'DiscountCode', id }, CODES]),
    }),
    deactivateDiscountCode: build.mutation<AdminDiscountCode, string>({
      query: (id) => requestTo(adminCatalogueRoutes.discountCodeDeactivate, { path: { id } }),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'DiscountCode', id }, CODES]),
    }),
  }),
});

export const {
  usePackagesQuery,
  usePackageQuery,
  useCreatePackageMutation,
  useSavePackageMutation,
  useSetPackageVisibleMutation,
  useDiscountCodesQuery,
  useDiscountCodeQuery,
  useDiscountCodeOrdersQuery,
  useCreateDiscountCodeMutation,
  useSaveDiscountCodeMutation,
  useDeactivateDiscountCodeMutation,
} = catalogueApi;
