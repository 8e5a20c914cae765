import { z } from 'zod';
import { cursorPageFields, cursorPageOf } from './admin-cursor-page.ts';
import { envelope, pageOf } from './envelope.ts';
import { textSchema } from './fields.ts';
import { challengeRulesSchema } from './challenge-rules.ts';
import { secondChanceSchema } from './second-chance.ts';
import { scalingPlanSchema } from './scaling-plan.ts';
import { currencySchema, minorUnitsSchema, platformTypeSchema, traderPackageTypeSchema } from './packages.ts';

/**
 * The back office's catalogue (project issue "The firm's back office", part 3): packages with their rules per
 * phase, and discount codes with their use. A change applies to orders placed after it; an order keeps the
 * package as it was bought (its snapshot).
 */

/** An id given in a request: a UUID, its characters checked as every request string's. */
export const uuidTextSchema = () => textSchema().pipe(z.uuid());
/** A brand's packages: read whole in one page (a catalogue holds tens of them). */
export const adminBrandQuerySchema = z.object({
  brandId: uuidTextSchema(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
/** A brand's discount codes, newest first, a page at a position (codes may be made by the thousand). */
export const adminDiscountCodesQuerySchema = z.object({ brandId: uuidTextSchema(), ...cursorPageFields() });

/** One sentence of the rules in words: the translation key the trader's screens use, its values, and the text. */
export const ruleSentenceSchema = z.object({
  key: z.string(),
  /** numbers as the key's placeholders want them; amounts in minor units of the package's currency */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** the sentence in the requested language (English by default), amounts formatted */
  text: z.string(),
});
export type RuleSentence = z.infer<typeof ruleSentenceSchema>;

const rulesInWords = { rules: challengeRulesSchema, sentences: z.array(ruleSentenceSchema) };
export const adminPackageSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  code: z.string(),
  name: z.string(),
  accountSize: minorUnitsSchema,
  currency: currencySchema,
  price: minorUnitsSchema,
  platform: z.object({ id: z.string(), name: z.string(), type: platformTypeSchema }),
  traderPackageType: traderPackageTypeSchema,
  group: z.string(),
  phases: z.array(z.object({ index: z.number().int(), ...rulesInWords })),
  funded: z.object(rulesInWords),
  /** null: the package has no scaling plan */
  scalingPlan: scalingPlanSchema.nullable(),
  profitSplitPercent: z.number().int(),
  leverage: z.number().int(),
  refundableFee: z.boolean(),
  isPopular: z.boolean(),
  sortOrder: z.number().int(),
  /** false: hidden from traders (no new orders); orders and accounts already made keep it */
  visible: z.boolean(),
  createdAt: z.string(),
  /** null: no free retry and no paid reset */
  secondChance: secondChanceSchema.nullable(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;
export const adminPackageEnvelope = envelope(adminPackageSchema);
export const adminPackagesEnvelope = envelope(pageOf(adminPackageSchema));
/** `lang` picks the language of the rules' sentences (English when absent or not translated). */
export const adminPackagesQuerySchema = adminBrandQuerySchema.extend({
  lang: textSchema().max(8).optional(),
  /** false: visible packages only */
  includeHidden: z.enum(['true', 'false']).default('true'),
});
export const adminPackageQuerySchema = z.object({ lang: textSchema().max(8).optional() });

const packageFields = {
  name: textSchema().trim().min(1).max(100),
  accountSize: z.number().int().min(100).max(1_000_000_000),
  price: z.number().int().min(0).max(100_000_000),
  currency: textSchema().regex(/^[A-Z]{3}$/),
  platformId: textSchema().min(1).max(64),
  traderPackageType: traderPackageTypeSchema,
  group: textSchema().trim().min(1).max(60),
  /** the evaluation phases, 1 to 3, as many as the package type says, numbered from 1 */
  phases: z
    .array(z.object({ index: z.number().int().min(1).max(3), rules: challengeRulesSchema }))
    .min(1)
    .max(3),
  funded: challengeRulesSchema,
  /** absent on a create: none */
  scalingPlan: scalingPlanSchema.nullable().optional(),
  profitSplitPercent: z.number().int().min(1).max(100),
  leverage: z.number().int().min(1).max(1000),
  refundableFee: z.boolean(),
  isPopular: z.boolean(),
  sortOrder: z.number().int().min(0).max(100_000),
  secondChance: secondChanceSchema.nullable().optional(),
};
/** POST /Packages: a new package of a brand, visible unless said. */
export const adminPackageCreateRequestSchema = z.object({
  brandId: uuidTextSchema(),
  /** unique within the brand, never changed (orders and reports name it) */
  code: textSchema()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9][a-z0-9-]*$/),
  ...packageFields,
  visible: z.boolean().default(true),
});
export type AdminPackageCreateRequest = z.infer<typeof adminPackageCreateRequestSchema>;
/** POST /Packages/:id: the fields given change; the others stay. */
export const adminPackageUpdateRequestSchema = z.object(packageFields).partial();
export type AdminPackageUpdateRequest = z.infer<typeof adminPackageUpdateRequestSchema>;
export const adminPackageVisibilityRequestSchema = z.object({ visible: z.boolean() });

export const discountKindSchema = z.enum(['percent', 'fixed']);
export const adminDiscountCodeSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  code: z.string(),
  /** percent: 1..100 % off; fixed: an amount off, in minor units of `currency` */
  kind: discountKindSchema,
  value: z.number().int(),
  currency: z.string().nullable(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** null: every package of the brand */
  packageIds: z.array(z.string()).nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;
export const adminDiscountCodeEnvelope = envelope(adminDiscountCodeSchema);
export const adminDiscountCodesEnvelope = envelope(cursorPageOf(adminDiscountCodeSchema));

const discountFields = {
  kind: discountKindSchema,
  value: z.number().int().min(1).max(100_000_000),
  /** required for a fixed amount (the packages' currency), null for a percentage */
  currency: textSchema()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .default(null),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  usageLimit: z.number().int().min(0).max(100_000_000).nullable().default(null),
  packageIds: z.array(uuidTextSchema()).min(1).max(200).nullable().default(null),
};
export const adminDiscountCodeCreateRequestSchema = z.object({
  brandId: uuidTextSchema(),
  code: textSchema()
    .trim()
    .toUpperCase()
    .min(1)
    .max(40)
    .regex(/^[A-Z0-9_-]+$/, 'validation.discountCode'),
  ...discountFields,
});
export type AdminDiscountCodeCreateRequest = z.infer<typeof adminDiscountCodeCreateRequestSchema>;
/** POST /DiscountCodes/:id: every term is given again (the code itself and its brand stay). */
export const adminDiscountCodeUpdateRequestSchema = z.object(discountFields);
export type AdminDiscountCodeUpdateRequest = z.infer<typeof adminDiscountCodeUpdateRequestSchema>;

/** An order that used a code (no trader data beyond the order itself). */
export const adminDiscountOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.number().int(),
  packageId: z.string(),
  price: minorUnitsSchema,
  discount: minorUnitsSchema,
  total: minorUnitsSchema,
  currency: z.string(),
  /** the order still holds one use of the code (Unpaid, Pending or Paid) */
  holdsUse: z.boolean(),
  createdAt: z.string(),
});
export const adminDiscountOrdersEnvelope = envelope(cursorPageOf(adminDiscountOrderSchema));
