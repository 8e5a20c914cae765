import { z } from 'zod';
import { envelope } from './envelope.ts';

const url = z.string().nullable();

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
