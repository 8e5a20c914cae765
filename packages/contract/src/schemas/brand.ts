import { z } from 'zod';
import { envelope } from './envelope.ts';

const url = z.string().nullable();

/**
 * The brand's screens (SPEC §2 'Brand variant'): `default`, or `configurator`: sign-up, sign-in and the password
 * screens in one shared split layout, Subscribe in its own guest layout, and New challenge / Subscribe as a
 * single-page configurator (size, programme and platform as toggles, with a live price).
 */
export const screensVariantSchema = z.enum(['default', 'configurator']);
export type ScreensVariant = z.infer<typeof screensVariantSchema>;

/** SPEC §3 "Brand configuration", as GET /api/common/v1/brand replies it for the request's host. */
export const brandConfigSchema = z.object({
  brandName: z.string(),
  logoUrl: url,
  faviconUrl: url,
  policyUrl: url,
  termsUrl: url,
  supportUrl: url,
  refundPolicyUrl: url,
  cookiePolicyUrl: url,
  disclaimerUrl: url,
  affiliateUrl: url,
  economicCalendarUrl: url,
  discordUrl: url,
  stylesCssUrl: url,
  screensVariant: screensVariantSchema,
  hideEconomicCalendarMenu: z.boolean(),
  hideDiscordMenu: z.boolean(),
  isVerificationProgressEnabled: z.boolean(),
  isKycEnabled: z.boolean(),
  languages: z.record(z.string(), z.string()),
  defaultLanguage: z.string(),
  chatWidget: z.object({
    key: z.string().nullable(),
    type: z.union([z.literal(0), z.literal(1)]),
    hideWidget: z.boolean(),
  }),
  hideGoogleTag: z.boolean(),
  googleTagManagerKey: z.string().nullable(),
  googleAdsFloodlightKey: z.string().nullable(),
  recaptchaSiteKey: z.string().nullable(),
  pixelTikTok: z.object({ id: z.string().nullable(), hide: z.boolean() }),
  sentry: z.object({ key: z.string().nullable() }),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;
export const brandEnvelope = envelope(brandConfigSchema);
