import type { z } from 'zod';
import {
  ApiPath,
  type AdminBrand,
  type AdminBrandUpdateRequest,
  type AdminDiscountCode,
  type AdminDiscountCodeCreateRequest,
  type AdminDiscountCodeUpdateRequest,
  type AdminPackage,
  type AdminPackageCreateRequest,
  type AdminPackageUpdateRequest,
  type AdminPayoutSettings,
  type AdminPayoutSettingsUpdateRequest,
  type CalendarImport,
  type adminBrandSummarySchema,
  type adminDiscountOrderSchema,
} from '@portal/contract';
import { adminGet, adminHttp, adminPost, pathOf } from './admin-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The admin API's settings calls (catalogue, brands, calendar), typed by the contract (admin-*.ts). */
export type AdminBrandSummary = z.infer<typeof adminBrandSummarySchema>;
export type AdminDiscountOrder = z.infer<typeof adminDiscountOrderSchema>;
export type Page<T> = { items: T[]; totalCount: number };
export type CalendarReport = CalendarImport & { problemRows: Array<{ line: number; message: string }> };
export type BrandAsset = { kind: 'logo' | 'favicon'; contentType: string; size: number; url: string };

export const packagesApi = {
  list: (brandId: string, lang = 'en') =>
    adminGet<Page<AdminPackage>>(ApiPath.adminPackages, { brandId, includeHidden: 'true', lang, pageSize: 100 }),
  get: (id: string, lang = 'en') => adminGet<AdminPackage>(pathOf(ApiPath.adminPackage, { id }), { lang }),
  update: (id: string, body: AdminPackageUpdateRequest) =>
    adminPost<AdminPackage>(pathOf(ApiPath.adminPackage, { id }), body),
  create: (body: AdminPackageCreateRequest) => adminPost<AdminPackage>(ApiPath.adminPackages, body),
  setVisible: (id: string, visible: boolean) =>
    adminPost<AdminPackage>(pathOf(ApiPath.adminPackageVisibility, { id }), { visible }),
};

export const discountCodesApi = {
  list: (brandId: string) => adminGet<Page<AdminDiscountCode>>(ApiPath.adminDiscountCodes, { brandId, pageSize: 100 }),
  get: (id: string) => adminGet<AdminDiscountCode>(pathOf(ApiPath.adminDiscountCode, { id })),
  orders: (id: string) =>
    adminGet<Page<AdminDiscountOrder>>(pathOf(ApiPath.adminDiscountCodeOrders, { id }), { pageSize: 100 }),
  create: (body: AdminDiscountCodeCreateRequest) => adminPost<AdminDiscountCode>(ApiPath.adminDiscountCodes, body),
  update: (id: string, body: AdminDiscountCodeUpdateRequest) =>
    adminPost<AdminDiscountCode>(pathOf(ApiPath.adminDiscountCode, { id }), body),
  deactivate: (id: string) => adminPost<AdminDiscountCode>(pathOf(ApiPath.adminDiscountCodeDeactivate, { id })),
};

export const brandsApi = {
  list: () => adminGet<{ items: AdminBrandSummary[] }>(ApiPath.adminBrands),
  get: (id: string) => adminGet<AdminBrand>(pathOf(ApiPath.adminBrand, { id })),
  update: (id: string, body: AdminBrandUpdateRequest) =>
    adminPost<AdminBrand>(pathOf(ApiPath.adminBrand, { id }), body),
  addHost: (id: string, host: string) => adminPost<AdminBrand>(pathOf(ApiPath.adminBrandHosts, { id }), { host }),
  removeHost: (id: string, host: string) =>
    adminPost<AdminBrand>(pathOf(ApiPath.adminBrandHostRemove, { id }), { host }),
  /** The raw file as the body, its own type as Content-Type. */
  upload: (id: string, kind: 'logo' | 'favicon', file: File) =>
    unwrap<BrandAsset>(
      adminHttp.post(pathOf(ApiPath.adminBrandAsset, { id, kind }), file, {
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      }),
    ),
};

export const calendarApi = {
  /** JSON as application/json, CSV as text/csv; a dry run checks only. */
  import: (file: { name: string; text: string }, options: { dryRun: boolean; skipInvalid: boolean }) => {
    const csv = !file.name.toLowerCase().endsWith('.json');
    return unwrap<CalendarReport>(
      adminHttp.post(ApiPath.adminCalendarImport, file.text, {
        params: { dryRun: String(options.dryRun), skipInvalid: String(options.skipInvalid), fileName: file.name },
        // The file's text as it is (a string body is never re-encoded).
        headers: { 'Content-Type': csv ? 'text/csv' : 'application/json' },
      }),
    );
  },
  history: () => adminGet<Page<CalendarImport>>(ApiPath.adminCalendarImports, { pageSize: 50 }),
};

/** A brand's payout settings (docs/decisions/029-payout-settings.md): `payoutSettings.read` / `.edit`. */
export const payoutSettingsApi = {
  get: (brandId: string) => adminGet<AdminPayoutSettings>(pathOf(ApiPath.adminPayoutSettings, { id: brandId })),
  update: (brandId: string, body: AdminPayoutSettingsUpdateRequest) =>
    adminPost<AdminPayoutSettings>(pathOf(ApiPath.adminPayoutSettings, { id: brandId }), body),
};
