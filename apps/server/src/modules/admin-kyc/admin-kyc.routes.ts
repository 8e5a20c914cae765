import type { FastifyInstance } from 'fastify';
import { adminKycEndpoints } from '@portal/contract';
import { sendInline } from '../../http/file-reply.ts';
import { adminRouter, onRecord, onQuery } from '../admin-operators/admin-route.ts';
import type { AdminKycService } from './admin-kyc.service.ts';

/** The console's identity queue (cases, documents, decisions) and contract queue (PDF, approve, reject). */
export function adminKycRoutes(deps: { adminKycService: AdminKycService }) {
  const svc = deps.adminKycService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'traders.read');
    route(adminKycEndpoints.identityCases, { data: onQuery(svc.listCases) });
    route(adminKycEndpoints.identityDecide, { action: 'identity.decide', data: onRecord(svc.decideCase) });
    route(adminKycEndpoints.identityDocument, {
      handler: async (req, reply) => {
        const doc = await svc.caseDocument(req.admin, req.params.id, req.params.documentId);
        return sendInline(reply, doc.mime, doc.bytes);
      },
    });
    route(adminKycEndpoints.contracts, { data: onQuery(svc.listContracts) });
    route(adminKycEndpoints.contractPdf, {
      handler: async (req, reply) =>
        sendInline(reply, 'application/pdf', await svc.contractPdf(req.admin, req.params.id)),
    });
    route(adminKycEndpoints.contractDecide, { action: 'contracts.decide', data: onRecord(svc.decideContract) });
  };
}
