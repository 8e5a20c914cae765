import { z } from 'zod';
import { ApiPath } from '../paths.ts';
import * as kyc from '../schemas/kyc.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import { DOCUMENT_TYPES } from '../constants.ts';
import { endpoint } from './endpoint.ts';

// A file's reply is the file itself (`response: z.any()`); errors carry the envelope.
// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminKycEndpoints = {
  identityCases: endpoint('GET', ApiPath.adminIdentityCases, 'Verification cases, oldest first, by brand and status (1 waiting for a person)', { querystring: kyc.adminIdentityCasesQuerySchema, response: kyc.adminIdentityCasesEnvelope }),
  identityDecide: endpoint('POST', ApiPath.adminIdentityDecide, 'Approve a verification case, reject it or ask for a retry (with a reason the trader sees)', { params: adminIdParamsSchema, body: kyc.adminIdentityDecideRequestSchema, response: kyc.adminIdentityCaseEnvelope }),
  identityDocument: endpoint('GET', ApiPath.adminIdentityDocument, "A case's uploaded document (JPEG, PNG or PDF)", { params: kyc.adminIdentityDocumentParamsSchema, produces: DOCUMENT_TYPES, response: z.any() }),
  contracts: endpoint('GET', ApiPath.adminContracts, 'Funded-trader contracts, by brand and status (1 signed, waiting for the firm)', { querystring: kyc.adminContractsQuerySchema, response: kyc.adminContractsEnvelope }),
  contractPdf: endpoint('GET', ApiPath.adminContractPdf, "A contract's PDF (the signed one once signed)", { params: adminIdParamsSchema, produces: ['application/pdf'], response: z.any() }),
  contractDecide: endpoint('POST', ApiPath.adminContractDecide, 'Approve a signed contract (the funded account goes live) or reject it (the account is disabled)', { params: adminIdParamsSchema, body: kyc.adminContractDecideRequestSchema, response: kyc.adminContractEnvelope }),
};
