import {
  ChallengeStatus,
  ContractSignStatus,
  KycVerificationStatus,
  ResultCode,
  type ListOrder,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { refuse } from '../../domain/result.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import { brandOfRow, inReach, pageInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import type { KycMailer } from '../kyc/kyc-mailer.ts';
import type { ContractView, KycCaseView, KycRepository } from '../kyc/kyc.repository.ts';
import { legalNameOf, type KycService } from '../kyc/kyc.service.ts';
import { isoOrNull } from '../../lib/iso-times.ts';

type ListQuery = {
  cursor?: string | undefined;
  pageSize: number;
  order?: ListOrder | undefined;
  brandId?: string | undefined;
  status?: number | undefined;
};

export const caseView = (c: KycCaseView) => ({
  id: c.id,
  brandId: c.brand_id,
  traderId: c.user_id,
  traderEmail: c.email,
  traderName: legalNameOf(c),
  country: c.country_of_registration,
  dateOfBirth: c.birth_date,
  step: c.step === 0 ? ('identity' as const) : ('address' as const),
  status: c.status,
  documentType: c.document_type,
  documents: c.documents.map((d) => ({ id: d.id, slot: d.slot, fileName: d.fileName, mime: d.mime, size: d.size })),
  reason: c.reason,
  createdAt: c.created_at.toISOString(),
  decidedAt: isoOrNull(c.decided_at),
});

export const contractView = (k: ContractView) => ({
  id: k.id,
  brandId: k.brand_id,
  traderId: k.user_id,
  traderEmail: k.email,
  traderName: legalNameOf(k),
  accountId: k.account_id,
  accountLogin: k.login,
  accountStatus: k.account_status,
  status: k.status,
  signedName: k.signed_name,
  signedAt: isoOrNull(k.signed_at),
  signedIp: k.signed_ip,
  signedUserAgent: k.signed_user_agent,
  pdfSha256: k.pdf_sha256,
  reason: k.reason,
  createdAt: k.created_at.toISOString(),
});

/**
 * The console's identity and contract queues: cases waiting for a person, signed contracts waiting for the
 * firm. Decisions are audited; a contract's approval releases its funded account (7-12 → 1-6, trading stays
 * on), its rejection ends it (13, disabled on the platform).
 */
export function createAdminKycService(deps: {
  db: Db;
  kycRepository: KycRepository;
  kycService: KycService;
  traderAccountsService: TraderAccountsService;
  brandsService: BrandsService;
  mailer: KycMailer;
  audit: Audit;
}) {
  const repo = deps.kycRepository;
  /** What a list of cases or contracts reads: the chosen brand (else the caller's brands), a status, a position. */
  const listFilter = (scope: BrandScope, q: ListQuery) => ({
    brandIds: q.brandId ? [q.brandId] : scope.all ? null : scope.brandIds,
    status: q.status,
    cursor: q.cursor,
    pageSize: q.pageSize,
    order: q.order,
  });

  const caseInScope = (caller: AdminCaller, id: string) =>
    inReach(caller, id, (id) => repo.caseById(deps.db, id), brandOfRow);
  const contractInScope = (caller: AdminCaller, id: string) =>
    inReach(caller, id, (id) => repo.contract(deps.db, id), brandOfRow);

  return {
    listCases(caller: AdminCaller, q: ListQuery) {
      return pageInScope(caller, q.brandId, (scope) => repo.listCases(deps.db, listFilter(scope, q)), caseView);
    },

    async decideCase(
      caller: AdminCaller,
      id: string,
      input: { decision: 'approve' | 'reject' | 'retry'; reason?: string | null | undefined },
    ) {
      const c = await caseInScope(caller, id);
      const reason = input.reason?.trim() || null;
      if (input.decision !== 'approve' && !reason) refuse(ResultCode.RequestIsNotValid, { field: 'reason' });
      const status =
        input.decision === 'approve'
          ? KycVerificationStatus.Success
          : input.decision === 'reject'
            ? KycVerificationStatus.Fail
            : KycVerificationStatus.Retry;
      const after = await deps.kycService.decideCase(
        c.id,
        status,
        input.decision === 'approve' ? null : reason,
        caller.email,
      );
      await deps.audit.record(deps.db, caller, {
        action: `identity.${input.decision}`,
        targetType: 'kyc_case',
        targetId: c.id,
        brandId: c.brand_id,
        before: { status: c.status },
        after: { status, reason },
      });
      return caseView(after);
    },

    async caseDocument(caller: AdminCaller, id: string, documentId: string) {
      const c = await caseInScope(caller, id);
      return deps.kycService.caseDocument(c, documentId);
    },

    listContracts(caller: AdminCaller, q: ListQuery) {
      return pageInScope(caller, q.brandId, (scope) => repo.listContracts(deps.db, listFilter(scope, q)), contractView);
    },

    async contractPdf(caller: AdminCaller, id: string) {
      const k = await contractInScope(caller, id);
      return deps.kycService.contractPdf(k.id, !!k.signed_at);
    },

    async decideContract(
      caller: AdminCaller,
      id: string,
      input: { decision: 'approve' | 'reject'; reason?: string | null | undefined },
    ) {
      const k0 = await contractInScope(caller, id);
      const reason = input.reason?.trim() || null;
      if (input.decision === 'reject' && !reason) refuse(ResultCode.RequestIsNotValid, { field: 'reason' });
      const brand = await deps.brandsService.byId(k0.brand_id);
      const u = (await deps.kycService.user(k0.user_id))!;
      await deps.db.transaction(async (tx) => {
        const k = (await repo.contract(tx, k0.id, true))!;
        if (k.status !== ContractSignStatus.Pending) refuse(ResultCode.RequestIsNotValid);
        const account = await deps.traderAccountsService.lock(tx, k.account_id);
        let accountStatus: number;
        if (input.decision === 'approve') {
          await repo.decideContract(tx, k.id, ContractSignStatus.Success, null, caller.email);
          accountStatus = (await repo.releaseAccount(tx, k.account_id)) ?? account.status;
        } else {
          await repo.decideContract(tx, k.id, ContractSignStatus.Fail, reason, caller.email);
          accountStatus = ChallengeStatus.DisabledByContractRejected;
          await deps.traderAccountsService.close(tx, account, accountStatus);
        }
        await deps.mailer.queue(tx, brand, u, input.decision === 'approve' ? 'contractApproved' : 'contractRejected', {
          login: k.login,
          reason: reason ?? '',
        });
        await deps.audit.record(tx, caller, {
          action: `contracts.${input.decision}`,
          targetType: 'kyc_contract',
          targetId: k.id,
          brandId: k.brand_id,
          before: { status: k.status, accountStatus: account.status },
          after: {
            status: input.decision === 'approve' ? ContractSignStatus.Success : ContractSignStatus.Fail,
            accountStatus,
            reason,
          },
        });
      });
      deps.mailer.kick();
      return contractView((await repo.contract(deps.db, k0.id))!);
    },

    /** The overview's open queues: cases waiting for a person, signed contracts waiting for the firm. */
    async openCounts(brandIds: readonly string[] | null) {
      const [identity, contracts] = await Promise.all([
        repo.countOf(deps.db, 'kyc_cases', { brandIds, status: KycVerificationStatus.Pending }),
        repo.countOf(deps.db, 'kyc_contracts', { brandIds, status: ContractSignStatus.Pending }),
      ]);
      return { identity, contracts };
    },
  };
}
export type AdminKycService = ReturnType<typeof createAdminKycService>;
