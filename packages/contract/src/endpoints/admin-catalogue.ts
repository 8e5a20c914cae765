import { ApiPath } from '../paths.ts';
import * as adminCatalogue from '../schemas/admin-catalogue.ts';
import { cursorQuerySchema } from '../schemas/admin-cursor-page.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminCatalogueEndpoints = {
  packages: endpoint('GET', ApiPath.adminPackages, "A brand's packages, hidden ones too, with each phase's rules as data and in words", { querystring: adminCatalogue.adminPackagesQuerySchema, response: adminCatalogue.adminPackagesEnvelope }),
  package: endpoint('GET', ApiPath.adminPackage, 'One package with its rules per phase, as data and in words', { params: adminIdParamsSchema, querystring: adminCatalogue.adminPackageQuerySchema, response: adminCatalogue.adminPackageEnvelope }),
  createPackage: endpoint('POST', ApiPath.adminPackages, 'Create a package (its rules validated per phase)', { body: adminCatalogue.adminPackageCreateRequestSchema, response: adminCatalogue.adminPackageEnvelope }),
  updatePackage: endpoint('POST', ApiPath.adminPackage, 'Change a package: orders placed afterwards get it, earlier orders keep what they bought', { params: adminIdParamsSchema, body: adminCatalogue.adminPackageUpdateRequestSchema, response: adminCatalogue.adminPackageEnvelope }),
  packageVisibility: endpoint('POST', ApiPath.adminPackageVisibility, 'Hide a package from traders (no new orders) or show it again', { params: adminIdParamsSchema, body: adminCatalogue.adminPackageVisibilityRequestSchema, response: adminCatalogue.adminPackageEnvelope }),
  discountCodes: endpoint('GET', ApiPath.adminDiscountCodes, "A brand's discount codes with their use (used / limit), newest first, a page at a position", { querystring: adminCatalogue.adminDiscountCodesQuerySchema, response: adminCatalogue.adminDiscountCodesEnvelope }),
  discountCode: endpoint('GET', ApiPath.adminDiscountCode, 'One discount code', { params: adminIdParamsSchema, response: adminCatalogue.adminDiscountCodeEnvelope }),
  discountCodeOrders: endpoint('GET', ApiPath.adminDiscountCodeOrders, 'The orders that used a discount code, newest first', { params: adminIdParamsSchema, querystring: cursorQuerySchema, response: adminCatalogue.adminDiscountOrdersEnvelope }),
  createDiscountCode: endpoint('POST', ApiPath.adminDiscountCodes, 'Create a discount code', { body: adminCatalogue.adminDiscountCodeCreateRequestSchema, response: adminCatalogue.adminDiscountCodeEnvelope }),
  updateDiscountCode: endpoint('POST', ApiPath.adminDiscountCode, "Change a code's terms (the next preview or order uses them; placed orders keep theirs)", { params: adminIdParamsSchema, body: adminCatalogue.adminDiscountCodeUpdateRequestSchema, response: adminCatalogue.adminDiscountCodeEnvelope }),
  discountCodeDeactivate: endpoint('POST', ApiPath.adminDiscountCodeDeactivate, 'Switch a code off for good (orders that used it keep it)', { params: adminIdParamsSchema, response: adminCatalogue.adminDiscountCodeEnvelope }),
};
