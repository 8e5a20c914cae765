import type { z } from 'zod';
import { type adminContractSchema, type adminIdentityCaseSchema } from '@portal/contract';
import { adminKycRoutes } from '@portal/contract/routes';
import { pathOf, requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';
import { pagedList } from '../../../shared/api/endpoint-shapes.ts';

export type IdentityCase = z.infer<typeof adminIdentityCaseSchema>;
export type ContractRow = z.infer<typeof adminContractSchema>;
export type QueueQuery = {
  brandId?: string | undefined;
  status?: number | undefined;
  cursor?: string | undefined;
  pageSize: number;
};

/** A document of a case and a contract's PDF open in a tab of their own, from these paths. */
export const documentUrl = (id: string, documentId: string) =>
  pathOf(adminKycRoutes.identityDocument.path, { id, documentId });
export const contractPdfUrl = (id: string) => pathOf(adminKycRoutes.contractPdf.path, { id });

/**
 * The identity queue (verification cases) and the contract queue (signed funded-trader contracts); a decision
 * re-reads the queue, so the decided item leaves it, and the overview's counts.
 */
const verificationApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    identityCases: pagedList<IdentityCase, QueueQuery>(build, 'IdentityCase', adminKycRoutes.identityCases),
    decideCase: build.mutation<
      IdentityCase,
      { id: string; decision: 'approve' | 'reject' | 'retry'; reason: string | null }
    >({
      query: ({ id, decision, reason }) =>
        requestTo(adminKycRoutes.identityDecide, { path: { id }, body: { decision, reason } }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'IdentityCase', id }, { type: 'IdentityCase', id: 'LIST' }, 'Trader', 'Overview'],
    }),
    contracts: pagedList<ContractRow, QueueQuery>(build, 'Contract', adminKycRoutes.contracts),
    decideContract: build.mutation<ContractRow, { id: string; decision: 'approve' | 'reject'; reason: string | null }>({
      query: ({ id, decision, reason }) =>
        requestTo(adminKycRoutes.contractDecide, { path: { id }, body: { decision, reason } }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Contract', id }, { type: 'Contract', id: 'LIST' }, 'Account', 'Trader', 'Overview'],
    }),
  }),
});

export const { useIdentityCasesQuery, useDecideCaseMutation, useContractsQuery, useDecideContractMutation } =
  verificationApi;
