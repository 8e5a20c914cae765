import { ApiPath } from '../paths.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import { adminBrandProvidersEnvelope, adminPaymentProviderRequestSchema } from '../schemas/admin-providers.ts';
import { adminIdentityProviderRequestSchema } from '../schemas/admin-identity-providers.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminProvidersEndpoints = {
  brandProviders: endpoint('GET', ApiPath.adminBrandProviders, "A brand's outside providers: which one takes its payments, its public keys, and when and by whom each secret was set (never the secrets)", { params: adminIdParamsSchema, response: adminBrandProvidersEnvelope }),
  updatePaymentProvider: endpoint('POST', ApiPath.adminBrandPaymentProvider, "Choose a brand's payment provider and enter its keys (secrets write-only; a left-out secret keeps the stored one); the keys are checked with the provider before they are kept (400/-200 naming a refused key); audited", { params: adminIdParamsSchema, body: adminPaymentProviderRequestSchema, response: adminBrandProvidersEnvelope }),
  updateIdentityProvider: endpoint('POST', ApiPath.adminBrandIdentityProvider, "Choose a brand's identity-verification provider (sandbox, Sumsub, Veriff), its levels and keys (secrets write-only; a left-out secret keeps the stored one); checked with the provider where its API allows (400/-200 naming a refused key); audited", { params: adminIdParamsSchema, body: adminIdentityProviderRequestSchema, response: adminBrandProvidersEnvelope }),
};
