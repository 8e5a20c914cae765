import { z } from 'zod';
import { adminAccountFields } from './admin-fields.ts';
import { envelope } from './envelope.ts';
import { emailSchema, textSchema } from './fields.ts';

/**
 * Importing an account migrated from another platform (docs/challenge-rules.md "Importing a migrated account"):
 * the firm opens a trader's account for a package and phase as it stood, dated from its real start, and the
 * platform bridge then replays its past deals. The brand is the package's; the trader is named by id or e-mail.
 */
export const accountImportRequestSchema = z
  .object({
    traderId: z.uuid().optional(),
    traderEmail: emailSchema.optional(),
    packageId: z.uuid(),
    /** 1..n, a phase of the package, or the funded stage */
    phase: z.union([z.number().int().min(1).max(3), z.literal('funded')]),
    /** when the account really started (its phase and day clock run from it): in the past, up to 365 days */
    startedAt: z.iso.datetime({ offset: true }),
    /** the platform the account trades on: the package's */
    platformId: textSchema().trim().min(1).max(64),
    /** the login it had on that platform; one is generated when absent */
    login: textSchema().trim().min(1).max(64).optional(),
    /** minor units; the package's account size when absent */
    initialBalance: z.number().int().positive().max(100_000_000_00).optional(),
    /** where it comes from (the previous platform or firm), kept on the account */
    source: textSchema().trim().min(1).max(200).optional(),
    /**
     * The trader's identity and contract were approved where the account comes from: a funded stage opens in
     * status 1-6 (verified) whatever the brand's KYC setting; otherwise the brand's setting decides (7-12).
     */
    identityVerified: z.boolean().optional(),
  })
  .refine((r) => (r.traderId === undefined) !== (r.traderEmail === undefined), {
    message: 'validation.required',
    path: ['traderId'],
  });
export type AccountImportRequest = z.infer<typeof accountImportRequestSchema>;

export const accountImportSchema = z.object({
  traderAccountId: z.string(),
  brandId: z.string(),
  traderId: z.string(),
  ...adminAccountFields,
  /** the account's opening: the phase's start, as imported */
  startedAt: z.string(),
  importedAt: z.string(),
  initialBalance: z.number().int(),
});
export type AccountImport = z.infer<typeof accountImportSchema>;
export const accountImportEnvelope = envelope(accountImportSchema);
