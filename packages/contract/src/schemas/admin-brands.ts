import { z } from 'zod';
import { envelope, listOf } from './envelope.ts';
import { countryCodeSchema, textSchema } from './fields.ts';
import { brandConfigSchema, screensVariantSchema } from './brand.ts';

/**
 * The back office's brands (SPEC §3 "Brand configuration"): every setting traders' screens receive, the hosts
 * that select the brand, its public address, and logo/favicon uploads. A change reaches traders' next page load.
 */

/** The verification provider's kind: KycProviderType.HostedSdk (0) or EmbeddedWidget (1). */
export const kycProviderTypeSchema = z.union([z.literal(0), z.literal(1)]);

/** The dark theme's colours a brand may set (docs/theming.md): page, cards, text, primary. */
const darkColorsSchema = <T extends z.ZodType>(colour: T) =>
  z.object({ bg: colour, surface: colour, text: colour, primary: colour });

export const adminBrandSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  publicUrl: z.string().nullable(),
});
export const adminBrandsEnvelope = envelope(listOf(adminBrandSummarySchema));

export const adminBrandSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** the configuration exactly as GET /api/common/v1/brand serves it on the brand's hosts */
  config: brandConfigSchema,
  /** the package list's grouping switches of the trader app */
  useGroups: z.boolean(),
  useTraderPackageType: z.boolean(),
  disabledCountries: z.array(z.string()),
  hosts: z.array(z.string()),
  /** scheme://host[:port] traders use (links in e-mails, checkout returns); null: http://<first host>:<PORT> */
  publicUrl: z.string().nullable(),
  /**
   * The affiliate network's postback URL template called when a purchase with a click is paid (never sent to
   * traders' browsers); placeholders {clickId} {cnvId} {orderId} {orderNumber} {amount} {currency} {timestamp}
   */
  affiliatePostbackUrl: z.string().nullable(),
  /** the verification provider's kind (SPEC §3 KYC provider reply type): 0 hosted SDK, 1 embedded widget frame */
  kycProviderType: kycProviderTypeSchema,
  /** the brand's colour (#rrggbb) on its certificates; null: the portal's default colour */
  primaryColor: z.string().nullable(),
  /** the dark theme's colours the brand sets itself (#rrggbb); null: derived from its light ones */
  darkColors: darkColorsSchema(z.string().nullable()),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandEnvelope = envelope(adminBrandSchema);

/** A colour as #rrggbb (stored lower-case). */
export const hexColorSchema = textSchema()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'validation.hexColor');

/** An absolute http(s) URL: the only links a brand's screens may point at (no javascript:, data: …). */
export const httpUrlSchema = textSchema()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s/@]+(\/\S*)?$/i, 'validation.url')
  .pipe(z.url({ protocol: /^https?$/, message: 'validation.url' }));
/** An http(s) URL, or a path on the brand's own site ("/brand-assets/…"): for the logo, favicon and styles. */
export const assetUrlSchema = z.union([
  textSchema()
    .max(2000)
    .regex(/^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@/?%-]*$/, 'validation.url'),
  httpUrlSchema,
]);
/** scheme://host[:port] only, as the brands table's check wants it. */
export const publicUrlSchema = textSchema()
  .trim()
  .toLowerCase()
  .regex(/^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$/, 'validation.url');
/** A postback URL template: http(s), with placeholders only after the host (a value never picks the host). */
export const postbackUrlTemplateSchema = textSchema()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s/@{}?#]+(\/\S*|\?\S*)?$/i, 'validation.url');
/** An error-reporting DSN as Sentry gives it: scheme://publicKey@host[:port]/[path/]projectId. */
export const errorReportingDsnSchema = textSchema()
  .trim()
  .max(300)
  .regex(/^https?:\/\/[A-Za-z0-9]+@[A-Za-z0-9.-]+(:[0-9]{1,5})?\/([A-Za-z0-9._~-]+\/)*[0-9]+$/, 'validation.url');
/** The ads (Floodlight) tag: the advertiser id, optionally with its purchase activity (DC-1234567/sales/purch0+transactions). */
const floodlightKey = textSchema()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_.:-]+(\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.+-]+)?$/, 'validation.required');
const widgetKey = textSchema()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_.:-]*$/, 'validation.required');

/** The brand's links to its own pages (policies, support, community), each an http(s) URL or none. */
export const BRAND_LINK_FIELDS = [
  'policyUrl',
  'termsUrl',
  'supportUrl',
  'refundPolicyUrl',
  'cookiePolicyUrl',
  'disclaimerUrl',
  'affiliateUrl',
  'economicCalendarUrl',
  'discordUrl',
] as const;
const linkUrlSchema = httpUrlSchema.nullable();
const linkFields = Object.fromEntries(BRAND_LINK_FIELDS.map((f) => [f, linkUrlSchema])) as Record<
  (typeof BRAND_LINK_FIELDS)[number],
  typeof linkUrlSchema
>;

/** POST /Brands/:id: the settings given change, the others stay; null clears a link or a key. */
export const adminBrandUpdateRequestSchema = z
  .object({
    brandName: textSchema().trim().min(1).max(100),
    publicUrl: publicUrlSchema.nullable(),
    logoUrl: assetUrlSchema.nullable(),
    faviconUrl: assetUrlSchema.nullable(),
    stylesCssUrl: assetUrlSchema.nullable(),
    screensVariant: screensVariantSchema,
    ...linkFields,
    hideEconomicCalendarMenu: z.boolean(),
    hideDiscordMenu: z.boolean(),
    isVerificationProgressEnabled: z.boolean(),
    isKycEnabled: z.boolean(),
    kycProviderType: kycProviderTypeSchema,
    primaryColor: hexColorSchema.nullable(),
    /** left out: kept as they are */
    darkColors: darkColorsSchema(hexColorSchema.nullable()).optional(),
    useGroups: z.boolean(),
    useTraderPackageType: z.boolean(),
    /** language code → its name in the menu, in the menu's order; codes the server has texts for */
    languages: z.record(
      textSchema().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'validation.required'),
      textSchema().trim().min(1).max(40),
    ),
    defaultLanguage: textSchema().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'validation.required'),
    disabledCountries: z.array(countryCodeSchema).max(300),
    chatWidget: z.object({
      key: widgetKey.nullable(),
      type: z.union([z.literal(0), z.literal(1)]),
      hideWidget: z.boolean(),
    }),
    hideGoogleTag: z.boolean(),
    googleTagManagerKey: widgetKey.nullable(),
    googleAdsFloodlightKey: floodlightKey.nullable(),
    recaptchaSiteKey: widgetKey.nullable(),
    pixelTikTok: z.object({ id: widgetKey.nullable(), hide: z.boolean() }),
    sentry: z.object({ key: errorReportingDsnSchema.nullable() }),
    affiliatePostbackUrl: postbackUrlTemplateSchema.nullable(),
  })
  .partial();
export type AdminBrandUpdateRequest = z.infer<typeof adminBrandUpdateRequestSchema>;

/** A hostname or IP address without port, lower-case (the Host header's key, brands/host-header.ts). */
export const adminBrandHostRequestSchema = z.object({ host: textSchema().trim().toLowerCase().min(1).max(253) });

export const brandAssetKindSchema = z.enum(['logo', 'favicon']);
export const adminBrandAssetParamsSchema = z.object({ id: textSchema().max(64), kind: brandAssetKindSchema });
export const brandAssetParamsSchema = z.object({ brandId: textSchema().max(64), kind: brandAssetKindSchema });
export const adminBrandAssetEnvelope = envelope(
  z.object({ kind: brandAssetKindSchema, contentType: z.string(), size: z.number().int(), url: z.string() }),
);
