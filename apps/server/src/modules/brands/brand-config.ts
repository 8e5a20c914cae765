import { isHex, type BrandConfig, type DarkOverrides } from '@portal/contract';
import type { BrandRow } from './brand.ts';

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const flag = (v: unknown): boolean => v === true;

/** The brand row as SPEC §3's configuration; anything a firm has not set is null or false. */
export function toBrandConfig(row: BrandRow): BrandConfig {
  const s = row.settings;
  const chat = (s.chatWidget ?? {}) as Record<string, unknown>;
  const pixel = (s.pixelTikTok ?? {}) as Record<string, unknown>;
  const sentry = (s.sentry ?? {}) as Record<string, unknown>;
  return {
    brandName: row.name,
    logoUrl: str(s.logoUrl),
    faviconUrl: str(s.faviconUrl),
    policyUrl: str(s.policyUrl),
    termsUrl: str(s.termsUrl),
    supportUrl: str(s.supportUrl),
    refundPolicyUrl: str(s.refundPolicyUrl),
    cookiePolicyUrl: str(s.cookiePolicyUrl),
    disclaimerUrl: str(s.disclaimerUrl),
    affiliateUrl: str(s.affiliateUrl),
    economicCalendarUrl: str(s.economicCalendarUrl),
    discordUrl: str(s.discordUrl),
    stylesCssUrl: str(s.stylesCssUrl),
    screensVariant: s.screensVariant === 'configurator' ? 'configurator' : 'default',
    hideEconomicCalendarMenu: flag(s.hideEconomicCalendarMenu),
    hideDiscordMenu: flag(s.hideDiscordMenu),
    isVerificationProgressEnabled: flag(s.isVerificationProgressEnabled),
    isKycEnabled: flag(s.isKycEnabled),
    languages: row.languages,
    defaultLanguage: row.default_language,
    chatWidget: { key: str(chat.key), type: chat.type === 1 ? 1 : 0, hideWidget: flag(chat.hideWidget) },
    hideGoogleTag: flag(s.hideGoogleTag),
    googleTagManagerKey: str(s.googleTagManagerKey),
    googleAdsFloodlightKey: str(s.googleAdsFloodlightKey),
    recaptchaSiteKey: str(s.recaptchaSiteKey),
    pixelTikTok: { id: str(pixel.id), hide: flag(pixel.hide) },
    sentry: { key: str(sentry.key) },
  };
}

/** The languages a brand offers; English is always available (SPEC §4 Language choice). */
export function brandLanguages(row: BrandRow): string[] {
  return Object.keys(row.languages);
}

/** Whether the brand offers `lang`: its own keys only, so `constructor` or `__proto__` are never languages. */
export function offersLanguage(row: BrandRow, lang: string): boolean {
  return Object.hasOwn(row.languages, lang);
}

/** The dark colours a brand set in the console (settings.darkColors), the valid ones only. */
export function darkOverridesOf(settings: Record<string, unknown>): DarkOverrides {
  const set = (settings.darkColors ?? {}) as Record<string, unknown>;
  const overrides: DarkOverrides = {};
  for (const key of ['bg', 'surface', 'text', 'primary'] as const) {
    const value = set[key];
    if (typeof value === 'string' && isHex(value)) overrides[key] = value.toLowerCase();
  }
  return overrides;
}
