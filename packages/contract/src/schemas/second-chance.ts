import { z } from 'zod';
import { envelope } from './envelope.ts';
import { acceptTermsSchema, textSchema } from './fields.ts';
import { currencySchema, minorUnitsSchema } from './packages.ts';

/**
 * A second chance (issue 29, part 2; docs/decisions/080-second-chance.md): per package, a free retry of a phase that
 * ended by time with the account in profit, and a paid reset of a failed or ended account. The firm sets it in the
 * catalogue; each order keeps it in its package snapshot, so a later change never reaches an account bought earlier.
 */

const perAccount = z.number().int().min(1).max(20);

/** What a reset costs: the package's own price, a percentage off it, or a fixed price per currency. */
export const resetPriceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('packagePrice') }),
  z.object({ kind: z.literal('percentOff'), percent: z.number().int().min(1).max(99) }),
  z.object({
    kind: z.literal('fixed'),
    /** minor units per currency; a package whose currency is missing offers no reset */
    amounts: z.record(currencySchema, z.number().int().min(0).max(100_000_000)),
  }),
]);
export type ResetPrice = z.infer<typeof resetPriceSchema>;

export const secondChanceSchema = z.object({
  freeRetry: z.object({ enabled: z.boolean(), maxPerAccount: perAccount }),
  paidReset: z.object({ enabled: z.boolean(), price: resetPriceSchema, maxPerAccount: perAccount }),
});
export type SecondChance = z.infer<typeof secondChanceSchema>;

/** Why an option is not offered; each has a sentence `secondChance.reason.<reason>` in every trader catalogue. */
export const secondChanceReasonSchema = z.enum([
  /** the package does not offer it */
  'notOffered',
  /** the account still trades, passed, or is blocked by the firm */
  'notEnded',
  /** a free retry: the phase ended by a broken rule, not by time */
  'endedByBreach',
  /** a free retry: the account was not in profit when the time ran out */
  'notInProfit',
  /** the account's limit is used */
  'limitReached',
  /** a second chance was already taken from this account */
  'alreadyTaken',
  /** a reset order for this account awaits its payment */
  'resetPending',
  /** a fixed reset price with no amount in the account's currency */
  'noPrice',
  /** a funded account: its second chance is a new challenge */
  'funded',
]);
export type SecondChanceReason = z.infer<typeof secondChanceReasonSchema>;

const optionFields = { used: z.number().int(), max: z.number().int() };

/** GET /TraderAccount/v1/SecondChance/:id: what the ended account's dashboard offers, and the accounts it links. */
export const secondChanceOfferSchema = z.object({
  accountId: z.string(),
  freeRetry: z.object({ available: z.boolean(), reason: secondChanceReasonSchema.nullable(), ...optionFields }),
  paidReset: z.object({
    available: z.boolean(),
    reason: secondChanceReasonSchema.nullable(),
    ...optionFields,
    price: minorUnitsSchema.nullable(),
    currency: currencySchema,
    /** the reset order awaiting its payment, when `reason` is resetPending */
    pendingOrderId: z.string().nullable(),
  }),
  /** the account this one was opened in place of (a retry or a reset), and the one that replaced it */
  replaces: z.string().nullable(),
  replacedBy: z.string().nullable(),
});
export type SecondChanceOffer = z.infer<typeof secondChanceOfferSchema>;
export const secondChanceOfferEnvelope = envelope(secondChanceOfferSchema);

export const accountIdParamsSchema = z.object({ id: textSchema().max(64) });

/** POST /TraderAccount/v1/Retry/:id: the fresh account in the same phase. */
export const freeRetryReplySchema = z.object({ accountId: z.string() });
export const freeRetryEnvelope = envelope(freeRetryReplySchema);

/** POST /Order/v2/Reset: a reset order of an ended account, with its checkout opened. */
export const resetOrderRequestSchema = z.object({
  accountId: textSchema().min(1).max(64),
  acceptTerms: acceptTermsSchema,
});
export type ResetOrderRequest = z.infer<typeof resetOrderRequestSchema>;
