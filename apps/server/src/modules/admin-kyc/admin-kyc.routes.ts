import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiPath,
  adminContractDecideRequestSchema,
  adminContractEnvelope,
  adminContractsEnvelope,
  adminContractsQuerySchema,
  adminIdParamsSchema,
  adminIdentityCaseEnvelope,
  adminIdentityCasesEnvelope,
  adminIdentityCasesQuerySchema,
  adminIdentityDecideRequestSchema,
  adminIdentityDocumentParamsSchema,
} from '@portal/contract';
import { DOCUMENT_TYPES } from '../../lib/file-type.ts';
import { sendInline } from '../../http/file-reply.ts';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminKycService } from './admin-kyc.service.ts';

/** The console's identity queue (cases, documents, decisions) and contract queue (PDF, approve, reject). */
export function adminKycRoutes(deps: { adminKycService: AdminKycService }) {
  const svc = deps.adminKycService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'traders.read');
    route.get(ApiPath.adminIdentityCases, {
      summary: 'Verification cases, oldest first, by brand and status (1 waiting for a person)',
      querystring: adminIdentityCasesQuerySchema,
      response: adminIdentityCasesEnvelope,
      data: (req) => svc.listCases(req.admin, req.query),
    });
    route.post(ApiPath.adminIdentityDecide, {
      action: 'identity.decide',
      summary: 'Approve a verification case, reject it or ask for a retry (with a reason the trader sees)',
      body: adminIdentityDecideRequestSchema,
      response: adminIdentityCaseEnvelope,
      ...onRecord(svc.decideCase),
    });
    route.get(ApiPath.adminIdentityDocument, {
      summary: "A case's uploaded document (JPEG, PNG or PDF)",
      params: adminIdentityDocumentParamsSchema,
      produces: DOCUMENT_TYPES,
      /** the file itself (errors carry the envelope) */
      response: z.any(),
      handler: async (req, reply) => {
        const doc = await svc.caseDocument(req.admin, req.params.id, req.params.documentId);
        return sendInline(reply, doc.mime, doc.bytes);
      },
    });
    route.get(ApiPath.adminContracts, {
      summary: 'Funded-trader contracts, by brand and status (1 signed, waiting for the firm)',
      querystring: adminContractsQuerySchema,
      response: adminContractsEnvelope,
      data: (req) => svc.listContracts(req.admin, req.query),
    });
    route.get(ApiPath.adminContractPdf, {
      summary: "A contract's PDF (the signed one once signed)",
      params: adminIdParamsSchema,
      produces: ['application/pdf'],
      /** the file itself (errors carry the envelope) */
      response: z.any(),
      handler: async (req, reply) =>
        sendInline(reply, 'application/pdf', await svc.contractPdf(req.admin, req.params.id)),
    });
    route.post(ApiPath.adminContractDecide, {
      action: 'contracts.decide',
      summary: 'Approve a signed contract (the funded account goes live) or reject it (the account is disabled)',
      body: adminContractDecideRequestSchema,
      response: adminContractEnvelope,
      ...onRecord(svc.decideContract),
    });
  };
}
