import { z } from 'zod';
import { listCursorSchema } from './admin-cursor-page.ts';
import { envelope, listOf, pageOf } from './envelope.ts';
import { countryCodeSchema, textSchema } from './fields.ts';
import { accountHolderSchema } from './person-name.ts';
import { currencySchema, minorUnitsSchema } from './packages.ts';
import { CRYPTO_NETWORKS, isCryptoAddress, isSwiftBic, normalIban } from '../payouts/payout-destination.ts';

/** Payouts (SPEC §3 "Payouts", §7 /Payouts/v1/…): a funded trader's profit withdrawals. */

export const payoutStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const payoutMethodSchema = z.enum(['bankTransfer', 'crypto']);
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;
export const cryptoNetworkSchema = z.enum(CRYPTO_NETWORKS);

/** A payout as its trader sees it; the destination only masked (full details are sealed at rest). */
export const payoutSchema = z.object({
  id: z.string(),
  number: z.string(),
  traderAccountId: z.string(),
  accountLogin: z.string(),
  status: payoutStatusSchema,
  method: payoutMethodSchema,
  /** what the trader receives, in the account's currency */
  amount: minorUnitsSchema,
  currency: currencySchema,
  profitSplitPercent: z.number().int(),
  /** the profit the payout takes off the account (amount ÷ split): the platform withdrawal when paid */
  grossProfit: minorUnitsSchema,
  /** e.g. "DE •••• 3000" or "USDT · TRC20 · •••• Lj6t" */
  destination: z.string(),
  requestedAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  transactionReference: z.string().nullable(),
  /** the firm's risk desk holds it until a case on its account is decided (the trader reads "under review") */
  underReview: z.boolean(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutEnvelope = envelope(payoutSchema);

export const PAYOUTS_PAGE_SIZE_MAX = 100;
/** GET /Payouts/v1/ query: the page's position (a cursor from the last answer, `last`, or none), size, status. */
export const payoutsQuerySchema = z.object({
  cursor: listCursorSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(PAYOUTS_PAGE_SIZE_MAX).default(10),
  status: z.coerce.number().pipe(payoutStatusSchema).optional(),
});
export type PayoutsQuery = z.input<typeof payoutsQuerySchema>;
/** A page of the trader's payouts, newest first: the number of all (of the status) and the pages beside it. */
export const payoutsPageSchema = pageOf(payoutSchema).extend({
  next: z.string().nullable(),
  previous: z.string().nullable(),
});
export type PayoutsPage = z.infer<typeof payoutsPageSchema>;
export const payoutsPageEnvelope = envelope(payoutsPageSchema);

export const payoutIdParamsSchema = z.object({ id: textSchema().max(64) });

/** Withdrawal bounds (SPEC §9: in USD, supplied by the server), with what they are in each account currency. */
export const payoutBoundsSchema = z.object({
  currency: z.literal('USD'),
  min: minorUnitsSchema,
  max: minorUnitsSchema,
  converted: z.array(z.object({ currency: currencySchema, min: minorUnitsSchema, max: minorUnitsSchema })),
});
export type PayoutBounds = z.infer<typeof payoutBoundsSchema>;
export const payoutBoundsEnvelope = envelope(payoutBoundsSchema);

/** GET /common/v1/PayoutMethods: the brand's methods; crypto as asset + network pairs. */
export const payoutMethodsSchema = z.object({
  bankTransfer: z.boolean(),
  crypto: z.array(z.object({ asset: z.string(), network: cryptoNetworkSchema, label: z.string() })),
});
export type PayoutMethods = z.infer<typeof payoutMethodsSchema>;
export const payoutMethodsEnvelope = envelope(payoutMethodsSchema);

/** One item of the checklist before the button: green or red, with the number behind it. */
export const eligibilityKeySchema = z.enum([
  'funded',
  'verified',
  'noOpenPositions',
  'noPendingPayout',
  'cycleReached',
  'consistency',
  'minAmount',
  'maxAmount',
  'withinWithdrawable',
]);
export type EligibilityKey = z.infer<typeof eligibilityKeySchema>;
export const eligibilityItemSchema = z.object({
  key: eligibilityKeySchema,
  ok: z.boolean(),
  /** the result code a request gets while this item is red (SPEC §8) */
  resultCode: z.number().int(),
  /** what the account has now (money in minor units, a time ISO, a count or percent), null when not applicable */
  value: z.union([z.number(), z.string()]).nullable(),
  /** what it must reach */
  limit: z.union([z.number(), z.string()]).nullable(),
});
export type EligibilityItem = z.infer<typeof eligibilityItemSchema>;

/** A funded account's payout picture: the ProfitWidget, and the checklist of the request page. */
export const accountPayoutSummarySchema = z.object({
  traderAccountId: z.string(),
  login: z.string(),
  packageName: z.string(),
  currency: currencySchema,
  accountSize: minorUnitsSchema,
  balance: minorUnitsSchema,
  /** closed profit above the initial balance */
  closedProfit: minorUnitsSchema,
  profitSplitPercent: z.number().int(),
  /** held by payouts requested or approved */
  pending: minorUnitsSchema,
  /** the trader's share of the closed profit, less pending payouts */
  withdrawable: minorUnitsSchema,
  totalPaid: minorUnitsSchema,
  cycleDays: z.number().int(),
  /** when the next payout may be requested; null before the first funded trade */
  nextPayoutAt: z.string().nullable(),
  min: minorUnitsSchema,
  max: minorUnitsSchema,
  /** the checklist for the amount asked (or for the withdrawable amount when none was asked) */
  checklist: z.array(eligibilityItemSchema),
  /** 0 when a request for that amount would be accepted, else the first red item's code */
  result: z.number().int(),
});
export type AccountPayoutSummary = z.infer<typeof accountPayoutSummarySchema>;
export const profitWidgetSchema = listOf(accountPayoutSummarySchema);
export type ProfitWidget = z.infer<typeof profitWidgetSchema>;
export const profitWidgetEnvelope = envelope(profitWidgetSchema);
export const profitWidgetQuerySchema = z.object({
  traderAccountId: textSchema().max(64).optional(),
  /** an amount to check the bounds and withdrawable against, minor units */
  amount: z.coerce.number().int().min(0).max(1_000_000_000_00).optional(),
});
export type ProfitWidgetQuery = z.input<typeof profitWidgetQuerySchema>;

const requestCommon = {
  traderAccountId: textSchema().min(1).max(64),
  amount: z.number().int('validation.amount').positive('validation.amount').max(1_000_000_000_00),
  /** a double click, a retry or a repeated request with the same key creates one payout */
  idempotencyKey: textSchema().pipe(z.uuid()),
};

/** POST /Payouts/v1/BankTransfer: holder, IBAN (checksum) or account number + SWIFT/BIC, bank country. */
export const bankTransferRequestSchema = z
  .object({
    ...requestCommon,
    accountHolder: accountHolderSchema,
    iban: textSchema().trim().max(42).optional(),
    accountNumber: textSchema()
      .trim()
      .max(34)
      .regex(/^[A-Za-z0-9 -]*$/, 'validation.accountNumber')
      .optional(),
    swiftBic: textSchema().trim().max(11).optional(),
    bankCountry: countryCodeSchema,
  })
  .superRefine((v, ctx) => {
    if (v.iban) {
      if (!normalIban(v.iban)) ctx.addIssue({ code: 'custom', path: ['iban'], message: 'validation.iban' });
      // one destination: an IBAN, or an account number (with SWIFT/BIC), never both
      if (v.accountNumber)
        ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'validation.ibanAndAccount' });
    } else if (!v.accountNumber) {
      ctx.addIssue({ code: 'custom', path: ['iban'], message: 'validation.ibanOrAccount' });
    }
    if (!v.iban && !v.swiftBic) ctx.addIssue({ code: 'custom', path: ['swiftBic'], message: 'validation.required' });
    if (v.swiftBic && !isSwiftBic(v.swiftBic))
      ctx.addIssue({ code: 'custom', path: ['swiftBic'], message: 'validation.swiftBic' });
  });
export type BankTransferRequest = z.infer<typeof bankTransferRequestSchema>;

/** POST /Payouts/v1/CryptoTransfer: an asset and network of PayoutMethods, an address valid for that network. */
export const cryptoTransferRequestSchema = z
  .object({
    ...requestCommon,
    asset: textSchema().trim().toUpperCase().min(2).max(10),
    network: cryptoNetworkSchema,
    address: textSchema().trim().min(20).max(100),
  })
  .superRefine((v, ctx) => {
    if (!isCryptoAddress(v.network, v.address))
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.cryptoAddress' });
  });
export type CryptoTransferRequest = z.infer<typeof cryptoTransferRequestSchema>;
