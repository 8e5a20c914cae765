import { z } from 'zod';
import { KYC_REASON_CODES } from '../kyc-reasons.ts';
import { adminTraderRefFields } from './admin-fields.ts';
import { envelope } from './envelope.ts';
import { countryCodeSchema, textSchema } from './fields.ts';
import { adminBrandIdSchema } from './admin-paging.ts';
import { consoleListFields, cursorPageOf } from './admin-cursor-page.ts';

/**
 * The personal data a contract states (its parties' paragraph): a contract lacking one is not generated. The
 * postal code is printed when there is one (not every country has them).
 */
export const contractFieldSchema = z.enum([
  'firstName',
  'lastName',
  'dateOfBirth',
  'countryOfRegistration',
  'address',
  'city',
]);
export type ContractField = z.infer<typeof contractFieldSchema>;

/** SPEC §3 KYC info, as GET /api/Kyc/v1 replies it (statuses of SPEC §4). */
export const kycInfoSchema = z.object({
  waitPoiStatus: z.number().int(),
  waitPoaStatus: z.number().int(),
  initiationPoiStatus: z.number().int(),
  initiationPoaStatus: z.number().int(),
  isVerificationProgressEnabled: z.boolean(),
  contractSignStatus: z.array(
    z.object({
      contractId: z.string(),
      contractSignStatus: z.number().int(),
      /** ours: the funded account the contract is for, and when it was signed */
      accountLogin: z.string(),
      signedAt: z.string().nullable(),
    }),
  ),
  /** ours: why the identity / address step failed or needs a retry (shown to the trader) */
  poiReason: z.string().nullable(),
  poaReason: z.string().nullable(),
  /** ours: the same reason as a code the app translates (real providers' labels mapped; null: read the text) */
  poiReasonCode: z.enum(KYC_REASON_CODES).nullable(),
  poaReasonCode: z.enum(KYC_REASON_CODES).nullable(),
  /** ours: a funded account waits for verification (SPEC §4 7-12): the header and the badge ask for it */
  verificationRequired: z.boolean(),
  /** ours: the trader's identity fields are read-only once identity is verified */
  identityLocked: z.boolean(),
  /**
   * ours: a contract is due (identity and address verified, a funded account waiting) but cannot be generated
   * yet: -7 (personal data not valid) and the Personal Information fields the trader must complete first
   */
  contractIncomplete: z
    .object({
      result: z.number().int(),
      fields: z.array(contractFieldSchema),
    })
    .nullable(),
});
export type KycInfo = z.infer<typeof kycInfoSchema>;
export const kycInfoEnvelope = envelope(kycInfoSchema);

/** POST /api/Kyc/v1/ProofOfIdentity and ProofOfAddress. */
export const kycStartRequestSchema = z.object({
  country: countryCodeSchema,
  processId: textSchema().max(64).nullish(),
});
export const kycStartReplySchema = z.object({
  /** type: SPEC's kind (0 hosted SDK, 1 widget frame); name: whose SDK or frame the app loads */
  provider: z.object({ type: z.number().int(), name: z.enum(['sandbox', 'sumsub', 'veriff']) }),
  /** the session's token (Veriff: its session URL, which the frame opens) */
  token: z.string(),
});
export const kycStartEnvelope = envelope(kycStartReplySchema);

/** POST /api/Kyc/v1/AccessToken: a fresh token for the step's session (Sumsub's WebSDK asks when one expires). */
export const kycAccessTokenRequestSchema = z.object({ step: z.enum(['identity', 'address']) });
export const kycAccessTokenEnvelope = envelope(z.object({ token: z.string() }));

export const kycContractParamsSchema = z.object({ id: textSchema().pipe(z.uuid()) });
export const kycDocumentParamsSchema = z.object({ caseId: textSchema().max(64), documentId: textSchema().max(64) });

/** Signing: the trader types their full (legal) name and gives consent. */
export const kycContractSignRequestSchema = z.object({
  fullName: textSchema().trim().min(1).max(200),
  consent: z.literal(true),
});
export const kycContractSignedSchema = z.object({
  contractId: z.string(),
  contractSignStatus: z.number().int(),
  signedAt: z.string(),
  pdfSha256: z.string(),
});
export const kycContractSignedEnvelope = envelope(kycContractSignedSchema);

/* ---- the console's queues ---- */

const documentSchema = z.object({
  id: z.string(),
  slot: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number(),
});
export const adminIdentityCaseSchema = z.object({
  id: z.string(),
  ...adminTraderRefFields,
  traderName: z.string(),
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  step: z.enum(['identity', 'address']),
  status: z.number().int(),
  documentType: z.string().nullable(),
  documents: z.array(documentSchema),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const adminIdentityCasesQuerySchema = z.object({
  ...consoleListFields(),
  brandId: adminBrandIdSchema.optional(),
  status: z.coerce.number().int().min(1).max(4).optional(),
});
export const adminIdentityCasesEnvelope = envelope(cursorPageOf(adminIdentityCaseSchema));
export const adminIdentityDecideRequestSchema = z.object({
  decision: z.enum(['approve', 'reject', 'retry']),
  reason: textSchema().trim().max(500).nullish(),
});
export const adminIdentityDocumentParamsSchema = z.object({
  id: textSchema().pipe(z.uuid()),
  documentId: textSchema().pipe(z.uuid()),
});
export const adminIdentityCaseEnvelope = envelope(adminIdentityCaseSchema);

export const adminContractSchema = z.object({
  id: z.string(),
  ...adminTraderRefFields,
  traderName: z.string(),
  accountId: z.string(),
  accountLogin: z.string(),
  accountStatus: z.number().int(),
  status: z.number().int(),
  signedName: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedIp: z.string().nullable(),
  signedUserAgent: z.string().nullable(),
  pdfSha256: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const adminContractsQuerySchema = adminIdentityCasesQuerySchema;
export const adminContractsEnvelope = envelope(cursorPageOf(adminContractSchema));
export const adminContractDecideRequestSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: textSchema().trim().max(500).nullish(),
});
export const adminContractEnvelope = envelope(adminContractSchema);
