import { ApiPath } from '../paths.ts';
import * as adminBrands from '../schemas/admin-brands.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import { BRAND_ASSET_MAX_BYTES, BRAND_IMAGE_UPLOAD_TYPES } from '../constants.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminBrandsEndpoints = {
  brands: endpoint('GET', ApiPath.adminBrands, 'The brands in the caller’s scope', { response: adminBrands.adminBrandsEnvelope }),
  brand: endpoint('GET', ApiPath.adminBrand, 'Every setting of a brand (SPEC §3), its hosts and public address', { params: adminIdParamsSchema, response: adminBrands.adminBrandEnvelope }),
  updateBrand: endpoint('POST', ApiPath.adminBrand, "Change a brand's settings (those given); traders see them on their next page load", { params: adminIdParamsSchema, body: adminBrands.adminBrandUpdateRequestSchema, response: adminBrands.adminBrandEnvelope }),
  brandHosts: endpoint('POST', ApiPath.adminBrandHosts, 'Add a host that selects the brand (a host belongs to one brand only)', { params: adminIdParamsSchema, body: adminBrands.adminBrandHostRequestSchema, response: adminBrands.adminBrandEnvelope }),
  brandHostRemove: endpoint('POST', ApiPath.adminBrandHostRemove, 'Remove a host of the brand (not its last one)', { params: adminIdParamsSchema, body: adminBrands.adminBrandHostRequestSchema, response: adminBrands.adminBrandEnvelope }),
  brandAsset: endpoint('POST', ApiPath.adminBrandAsset, `Upload the logo or favicon: the raw PNG, ICO or SVG (no script) as the body, up to ${BRAND_ASSET_MAX_BYTES} bytes`, { params: adminBrands.adminBrandAssetParamsSchema, consumes: BRAND_IMAGE_UPLOAD_TYPES, response: adminBrands.adminBrandAssetEnvelope }),
};
