import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  ContractSignStatus,
  KycInitiationStatus,
  KycProviderType,
  KycVerificationStatus,
  ResultCode,
  isCalendarDate,
  isKycReasonCode,
  type ContractField,
  type KycInfo,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { refuse, tooManyRequests } from '../../domain/result.ts';
import { clientMarks, documentMarks, type IdentityMarks, type TraderClient } from '../../domain/risk/identity-marks.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { createPdfWorker } from '../../lib/pdf-worker.ts';
import { catalogues } from '../../i18n/catalogues.ts';
import {
  stepNumber,
  type VerifiedPerson,
  type KycEvent,
  type KycProvider,
  type KycStep,
} from '../../integrations/kyc/kyc-provider.ts';
import type { KycProviders } from './kyc-providers.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import { missingContractFacts } from './contract-facts.ts';
import { addSignaturePage, renderContract, sha256 } from './contract-pdf.ts';
import type { KycMailer, KycMailUser } from './kyc-mailer.ts';
import type { CaseDecision, KycCaseRow, KycRepository } from './kyc.repository.ts';

/**
 * Verification sessions a trader may start in a day (24 hours): a provider keeps what each session uploads, so
 * starting session after session would pile documents up (and a real provider bills each one).
 */
export const KYC_SESSIONS_PER_DAY = 10;
const DAY_MS = 86_400_000;

type UserRow = KycMailUser & {
  id: string;
  brand_id: string;
  last_name: string | null;
  date_of_birth: string | null;
  country_of_registration: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
};

const STATUS_OF_EVENT = {
  'verification.approved': KycVerificationStatus.Success,
  'verification.rejected': KycVerificationStatus.Fail,
  'verification.retry': KycVerificationStatus.Retry,
} as const;

/** A date the provider reports, kept only when it is a calendar date (YYYY-MM-DD). */
const verifiedDate = (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? value : null);

export const legalNameOf = (u: { first_name: string | null; last_name: string | null }) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ').trim();
const sameName = (a: string, b: string) =>
  a.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Which provider kind a brand uses (a brand setting): 0 the hosted SDK, 1 the embedded widget frame. */
export const providerTypeOf = (brand: BrandRow) =>
  brand.settings.kycProviderType === KycProviderType.EmbeddedWidget
    ? KycProviderType.EmbeddedWidget
    : KycProviderType.HostedSdk;
export const kycEnabled = (brand: BrandRow) => brand.settings.isKycEnabled === true;

/**
 * The trader's identity verification and contracts (docs/decisions/016-kyc-and-contracts.md): starting a step
 * with the provider, taking the provider's signed events in, the firm's decisions, and the funded-trader
 * contract (generated, signed, reviewed), whose approval releases the funded account (7-12 → 1-6).
 */
export function createKycService(deps: {
  db: Db;
  kycRepository: KycRepository;
  /** each brand's provider (the sandbox unless its firm chose Sumsub or Veriff) */
  providers: KycProviders;
  brandsService: BrandsService;
  mailer: KycMailer;
  clock: Clock;
  contractsDir: string;
  log: FastifyBaseLogger;
  /** the address and device a verification starts from, and the identity document, for the risk desk (signal 4) */
  identityMarks: IdentityMarks;
}) {
  const repo = deps.kycRepository;
  const pdfWorker = createPdfWorker();
  const pdfPath = (id: string, signed: boolean) => join(deps.contractsDir, `${id}${signed ? '-signed' : ''}.pdf`);

  async function user(q: Queryable, userId: string): Promise<UserRow | undefined> {
    const rows = await q.query<UserRow>(
      `select id, brand_id, email, first_name, last_name, language, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth,
              country_of_registration, city, address, postal_code from users where id = $1`,
      [userId],
    );
    return rows[0];
  }

  async function stepStatuses(q: Queryable, userId: string) {
    const cases = await repo.latestCases(q, userId);
    const of = (step: number): KycCaseRow | undefined => cases.find((c) => c.step === step);
    return { poi: of(0), poa: of(1) };
  }
  const statusOf = (c: KycCaseRow | undefined) => c?.status ?? KycVerificationStatus.NotInit;

  async function verified(q: Queryable, userId: string): Promise<boolean> {
    const { poi, poa } = await stepStatuses(q, userId);
    return statusOf(poi) === KycVerificationStatus.Success && statusOf(poa) === KycVerificationStatus.Success;
  }

  /** The profile fields a contract still lacks (none once the trader's personal data holds every fact). */
  const missingFacts = (u: UserRow) =>
    missingContractFacts({
      firstName: u.first_name,
      lastName: u.last_name,
      dateOfBirth: u.date_of_birth,
      countryOfRegistration: u.country_of_registration,
      address: u.address,
      city: u.city,
    });

  /**
   * Generates the contract of every funded account waiting for KYC that has none, once identity and address
   * are verified and the personal data holds every fact a contract states; the trader is told by mail. Returns
   * the fields still missing when a contract is due but cannot be generated. Safe to call again at any time (one
   * contract per account).
   */
  async function ensureContracts(userId: string): Promise<ContractField[]> {
    if (!(await verified(deps.db, userId))) return [];
    const waiting = await repo.accountsWithoutContract(deps.db, userId);
    if (waiting.length === 0) return [];
    const u = (await user(deps.db, userId))!;
    const missing = missingFacts(u);
    if (missing.length > 0) return missing;
    const brand = await deps.brandsService.byId(u.brand_id);
    const lang = [u.language, brand.default_language].find((l): l is string => !!l && !!catalogues[l]) ?? 'en';
    await mkdir(deps.contractsDir, { recursive: true, mode: 0o700 });
    for (const account of waiting) {
      const id = randomUUID();
      const pdf = await renderContract(pdfWorker, {
        contractId: id,
        lang,
        brandName: brand.name,
        legalName: legalNameOf(u),
        email: u.email,
        address: [u.address, [u.postal_code, u.city].filter(Boolean).join(' ')].join(', '),
        dateOfBirth: u.date_of_birth!,
        country: u.country_of_registration!,
        accountLogin: account.login,
        accountSize: account.account_size,
        currency: account.currency,
        packageName: account.package_name,
        profitSplitPercent: account.profit_split_percent,
        issuedAt: deps.clock.now(),
      });
      await writeFile(pdfPath(id, false), pdf, { mode: 0o600 });
      const inserted = await deps.db.transaction(async (tx) => {
        const ok = await repo.insertContract(tx, {
          id,
          brandId: brand.id,
          userId,
          accountId: account.account_id,
          language: lang,
          pdfSha256: sha256(pdf),
        });
        if (ok) await deps.mailer.queue(tx, brand, u, 'contractReady', { login: account.login });
        return ok;
      });
      if (inserted) deps.mailer.kick();
      else await rm(pdfPath(id, false), { force: true }); // another request made it first
    }
    return [];
  }

  /**
   * A decision on a case (by the provider or a person): status, reason, mail; an approved identity's date of
   * birth (the provider's verified one, else the one submitted) fills the trader's personal data.
   */
  async function decide(
    tx: Queryable,
    brand: BrandRow,
    c: KycCaseRow,
    d: CaseDecision & { verified?: VerifiedPerson | undefined },
  ): Promise<void> {
    await repo.decideCase(tx, c.id, d);
    if (c.step === 0 && d.status === KycVerificationStatus.Success) await repo.takeVerifiedDateOfBirth(tx, c.id);
    if (d.status === KycVerificationStatus.Success && d.verified) {
      const { address, ...name } = d.verified;
      // the identity step verifies the name, the address step the address (a provider may read both)
      await repo.takeVerifiedPerson(tx, c.user_id, c.step === 0 ? { ...name, ...address } : { ...address });
    }
    const u = (await user(tx, c.user_id))!;
    const step = c.step === 0 ? 'identity' : 'address';
    const kind =
      d.status === KycVerificationStatus.Success
        ? 'kycApproved'
        : d.status === KycVerificationStatus.Fail
          ? 'kycRejected'
          : 'kycRetry';
    await deps.mailer.queue(tx, brand, u, kind, { step, reason: d.reason ?? '' });
  }

  /** Counts a session start against the day's allowance, or refuses it (429) before any session is opened. */
  async function takeSessionStart(userId: string, step: KycStep): Promise<void> {
    const now = deps.clock.now().getTime();
    await deps.db.transaction(async (tx) => {
      await repo.lockTrader(tx, userId);
      const recent = await repo.sessionStartsSince(tx, userId, new Date(now - DAY_MS));
      if (recent.length >= KYC_SESSIONS_PER_DAY)
        tooManyRequests((recent[recent.length - KYC_SESSIONS_PER_DAY]!.getTime() + DAY_MS - now) / 1000);
      await repo.recordSessionStart(tx, userId, stepNumber(step), new Date(now));
    });
  }

  return {
    /** Ends the PDF worker (the app's onClose). */
    close: () => pdfWorker.close(),
    verified: (userId: string) => verified(deps.db, userId),
    async identityVerified(userId: string): Promise<boolean> {
      const { poi } = await stepStatuses(deps.db, userId);
      return statusOf(poi) === KycVerificationStatus.Success;
    },
    ensureContracts,

    /** SPEC §3 KYC info; contracts due are generated first, so a waiting funded account always has one. */
    async info(brand: BrandRow, userId: string): Promise<KycInfo> {
      const missing = await ensureContracts(userId).catch((err: unknown) => {
        deps.log.error({ err }, 'contract generation failed');
        return [];
      });
      const { poi, poa } = await stepStatuses(deps.db, userId);
      const initiated = await repo.initiations(deps.db, userId);
      const contracts = await repo.contractsOf(deps.db, userId);
      const waiting = await repo.hasWaitingAccount(deps.db, userId);
      const init = (step: number) =>
        initiated.includes(step) ? KycInitiationStatus.Success : KycInitiationStatus.NotInit;
      const failed = (c: KycCaseRow | undefined) =>
        !!c && (c.status === KycVerificationStatus.Fail || c.status === KycVerificationStatus.Retry);
      const reason = (c: KycCaseRow | undefined) => (failed(c) ? c!.reason : null);
      const reasonCode = (c: KycCaseRow | undefined) =>
        failed(c) && isKycReasonCode(c!.reason_code) ? c!.reason_code : null;
      return {
        waitPoiStatus: statusOf(poi),
        waitPoaStatus: statusOf(poa),
        initiationPoiStatus: init(0),
        initiationPoaStatus: init(1),
        isVerificationProgressEnabled: kycEnabled(brand) && brand.settings.isVerificationProgressEnabled === true,
        contractSignStatus: contracts.map((k) => ({
          contractId: k.id,
          contractSignStatus: k.status,
          accountLogin: k.login,
          signedAt: k.signed_at?.toISOString() ?? null,
        })),
        poiReason: reason(poi),
        poaReason: reason(poa),
        poiReasonCode: reasonCode(poi),
        poaReasonCode: reasonCode(poa),
        verificationRequired: kycEnabled(brand) && waiting,
        identityLocked: statusOf(poi) === KycVerificationStatus.Success,
        // -7 (personal data not valid): the contract is due but the profile lacks what it must state
        contractIncomplete: missing.length > 0 ? { result: ResultCode.PersonalDataNotValid, fields: missing } : null,
      };
    },

    /**
     * Starts the identity or address step with the provider: -71 when the step is verified already, -70 for the
     * address before identity is verified; a step under review or failed for good cannot start again (-200);
     * past KYC_SESSIONS_PER_DAY sessions in a day, 429/-10 with the wait until the next may start.
     */
    async start(brand: BrandRow, userId: string, step: KycStep, country: string, client: TraderClient) {
      if (!kycEnabled(brand)) refuse(ResultCode.RequestIsNotValid);
      if (brand.disabled_countries.includes(country)) refuse(ResultCode.CountryRestriction);
      const { poi, poa } = await stepStatuses(deps.db, userId);
      const own = step === 'identity' ? poi : poa;
      if (statusOf(own) === KycVerificationStatus.Success) refuse(ResultCode.TraderIsAlreadyVerified);
      if (step === 'address' && statusOf(poi) !== KycVerificationStatus.Success) refuse(ResultCode.TraderIsNotVerified);
      if (statusOf(own) === KycVerificationStatus.Pending || statusOf(own) === KycVerificationStatus.Fail)
        refuse(ResultCode.RequestIsNotValid);
      await takeSessionStart(userId, step);
      const provider = await deps.providers.current(brand.id);
      const { token } = await provider.createSession({ reference: userId, step, country });
      await repo.initiate(deps.db, userId, stepNumber(step));
      await deps.identityMarks.record(brand.id, userId, clientMarks(client));
      // A real provider fixes its kind (Sumsub's SDK, Veriff's frame); the sandbox follows the brand's setting.
      const type = provider.type ?? providerTypeOf(brand);
      return { provider: { type, name: provider.name as 'sandbox' | 'sumsub' | 'veriff' }, token };
    },

    /**
     * A fresh token for a started step not decided yet (the SDK stays open on its own status screen after the
     * submission), for a hosted SDK whose token expired; -200 when the brand's provider has no such tokens, or the
     * step was never started or is decided.
     */
    async refreshToken(brand: BrandRow, userId: string, step: KycStep): Promise<{ token: string }> {
      if (!kycEnabled(brand)) refuse(ResultCode.RequestIsNotValid);
      const provider = await deps.providers.current(brand.id);
      const { poi, poa } = await stepStatuses(deps.db, userId);
      const status = statusOf(step === 'identity' ? poi : poa);
      const open = status !== KycVerificationStatus.Success && status !== KycVerificationStatus.Fail;
      const started = (await repo.initiations(deps.db, userId)).includes(stepNumber(step));
      if (!provider.refreshToken || !open || !started) return refuse(ResultCode.RequestIsNotValid);
      return provider.refreshToken({ reference: userId, step });
    },

    /** A verified provider event: applied once (a repeated event id changes nothing). */
    async applyEvent(provider: KycProvider, event: KycEvent): Promise<'applied' | 'repeat' | 'ignored'> {
      // Read before the transaction: the brands service has its own connection (one only on PGlite).
      const owner = isUuid(event.reference) ? await user(deps.db, event.reference) : undefined;
      const brand = owner ? await deps.brandsService.byId(owner.brand_id) : undefined;
      const outcome = await deps.db.transaction(async (tx) => {
        if (!(await repo.recordEvent(tx, provider.name, event.eventId))) return 'repeat' as const;
        const u = owner;
        if (!u || !brand) return 'ignored' as const;
        if (event.type === 'verification.submitted') {
          // A real provider takes a resubmission in the same applicant or session: the case asked again reopens.
          const known = await repo.caseByProviderId(tx, provider.name, event.caseId, true);
          if (known) {
            if (known.status !== KycVerificationStatus.Retry) return 'ignored' as const;
            await repo.reopenCase(tx, known.id);
            return 'applied' as const;
          }
          await repo.insertCase(tx, {
            brandId: u.brand_id,
            userId: u.id,
            step: stepNumber(event.step),
            provider: provider.name,
            providerCaseId: event.caseId,
            documentType: event.documentType ?? null,
            documents: event.documents ?? [],
            dateOfBirth: verifiedDate(event.dateOfBirth),
          });
          return 'applied' as const;
        }
        const c = await repo.caseByProviderId(tx, provider.name, event.caseId, true);
        // A decision before its submission: refused, so the provider delivers it again after the submission.
        if (!c) throw new Error(`kyc: decision for unknown case ${event.caseId}`);
        if (c.status !== KycVerificationStatus.Pending) return 'ignored' as const; // a person decided first
        const status = STATUS_OF_EVENT[event.type];
        const approved = status === KycVerificationStatus.Success;
        await decide(tx, brand, c, {
          status,
          reason: approved ? null : (event.reason ?? null),
          reasonCode: approved ? undefined : event.reasonCode,
          decidedBy: 'provider',
          dateOfBirth: (approved && verifiedDate(event.dateOfBirth)) || undefined,
          verified: approved ? event.verified : undefined,
        });
        return 'applied' as const;
      });
      if (outcome === 'applied' && owner && event.type === 'verification.submitted' && event.step === 'identity') {
        const document = { documentType: event.documentType ?? null, number: event.documentNumber ?? null };
        await deps.identityMarks.record(
          owner.brand_id,
          owner.id,
          documentMarks({ ...document, files: event.documents ?? [] }),
        );
      }
      if (outcome === 'applied') {
        deps.mailer.kick();
        await ensureContracts(event.reference).catch((err: unknown) =>
          deps.log.error({ err }, 'contract generation failed'),
        );
      }
      return outcome;
    },

    /** A person's decision on a case waiting in the identity queue. */
    async decideCase(caseId: string, status: number, reason: string | null, decidedBy: string) {
      const c0 = await repo.caseById(deps.db, caseId);
      if (!c0) return refuse(ResultCode.FileNotFound);
      const brand = await deps.brandsService.byId(c0.brand_id);
      await deps.db.transaction(async (tx) => {
        const c = (await repo.caseById(tx, caseId, true))!;
        if (c.status !== KycVerificationStatus.Pending) refuse(ResultCode.RequestIsNotValid);
        await decide(tx, brand, c, { status, reason, decidedBy });
      });
      deps.mailer.kick();
      const c = (await repo.caseById(deps.db, caseId))!;
      await ensureContracts(c.user_id).catch((err: unknown) => deps.log.error({ err }, 'contract generation failed'));
      return c;
    },

    /** A document of the trader's own case (-6 for anything else). */
    async ownDocument(userId: string, caseId: string, documentId: string) {
      const c = isUuid(caseId) ? await repo.caseById(deps.db, caseId) : undefined;
      if (!c || c.user_id !== userId) return refuse(ResultCode.FileNotFound);
      return this.caseDocument(c, documentId);
    },
    async caseDocument(c: KycCaseRow, documentId: string) {
      if (!c.documents.some((d) => d.id === documentId)) return refuse(ResultCode.FileNotFound);
      const provider = await deps.providers.of(c.provider, c.brand_id);
      const doc = await provider?.openDocument(c.provider_case_id, documentId);
      return doc ?? refuse(ResultCode.FileNotFound);
    },

    /** The contract's PDF for its owner: the signed one once signed (-6 for another's or an unknown one). */
    async ownContractPdf(userId: string, contractId: string) {
      const k = isUuid(contractId) ? await repo.contract(deps.db, contractId) : undefined;
      if (!k || k.user_id !== userId) return refuse(ResultCode.FileNotFound);
      return this.contractPdf(k.id, !!k.signed_at);
    },
    async contractPdf(contractId: string, signed: boolean): Promise<Buffer> {
      try {
        return await readFile(pdfPath(contractId, signed));
      } catch {
        return refuse(ResultCode.FileNotFound);
      }
    },

    /**
     * Signs a contract: the typed name must be the trader's legal name and consent given; recorded with time,
     * address, user agent and the SHA-256 of the exact PDF signed, which gets a signature page.
     */
    async sign(userId: string, contractId: string, fullName: string, meta: { ip: string; userAgent: string }) {
      // Another's contract answers as an unknown one, before anything about the caller: not yours (-6).
      const k = isUuid(contractId) ? await repo.contract(deps.db, contractId) : undefined;
      if (!k || k.user_id !== userId) return refuse(ResultCode.FileNotFound);
      if (!(await verified(deps.db, userId))) refuse(ResultCode.TraderIsNotVerified);
      if (k.status !== ContractSignStatus.NotInit) refuse(ResultCode.RequestIsNotValid);
      const u = (await user(deps.db, userId))!;
      if (!sameName(fullName, legalNameOf(u)))
        refuse(ResultCode.PersonalDataNotValid, { fields: { fullName: 'validation.signatureName' } });
      const pdf = await this.contractPdf(k.id, false);
      const pdfSha256 = sha256(pdf);
      // The file on disk must be the document the trader was shown when it was issued.
      if (pdfSha256 !== k.pdf_sha256) {
        deps.log.error({ contractId: k.id }, 'contract PDF does not match its recorded hash');
        refuse(ResultCode.SystemError);
      }
      const signedAt = deps.clock.now();
      const signed = await addSignaturePage(pdfWorker, pdf, k.language, {
        signedName: fullName.trim(),
        signedAt,
        ip: meta.ip,
        userAgent: meta.userAgent,
        pdfSha256,
      });
      await writeFile(pdfPath(k.id, true), signed, { mode: 0o600 });
      await deps.db.transaction(async (tx) => {
        const locked = await repo.contract(tx, k.id, true);
        if (locked?.status !== ContractSignStatus.NotInit) refuse(ResultCode.RequestIsNotValid);
        await repo.markSigned(tx, k.id, {
          name: fullName.trim(),
          at: signedAt,
          ip: meta.ip,
          userAgent: meta.userAgent,
          signedPdfSha256: sha256(signed),
        });
      });
      return {
        contractId: k.id,
        contractSignStatus: ContractSignStatus.Pending,
        signedAt: signedAt.toISOString(),
        pdfSha256,
      };
    },

    user: (userId: string) => user(deps.db, userId),
  };
}
export type KycService = ReturnType<typeof createKycService>;
