import { BRAND_LINK_FIELDS, type AdminBrand, type AdminBrandUpdateRequest } from '@portal/contract';

export const LINK_FIELDS = BRAND_LINK_FIELDS;
export const FLAG_FIELDS = [
  'isKycEnabled',
  'isVerificationProgressEnabled',
  'hideEconomicCalendarMenu',
  'hideDiscordMenu',
  'useGroups',
  'useTraderPackageType',
] as const;
export const KEY_FIELDS = ['googleTagManagerKey', 'googleAdsFloodlightKey', 'recaptchaSiteKey'] as const;
/** The dark theme's colours a brand may set (blank: derived from its light ones), by their form field. */
export const DARK_FIELDS = { darkBg: 'bg', darkSurface: 'surface', darkText: 'text', darkPrimary: 'primary' } as const;
type DarkField = keyof typeof DARK_FIELDS;
const darkEntries = Object.entries(DARK_FIELDS) as [DarkField, (typeof DARK_FIELDS)[DarkField]][];

type Text<K extends string> = { [P in K]: string };
type Flag<K extends string> = { [P in K]: boolean };

/** The brand page's values: texts as typed (blank clears), flags as switches, languages one per line. */
export type BrandForm = Text<(typeof LINK_FIELDS)[number] | (typeof KEY_FIELDS)[number] | DarkField> &
  Flag<(typeof FLAG_FIELDS)[number]> & {
    brandName: string;
    publicUrl: string;
    logoUrl: string;
    faviconUrl: string;
    stylesCssUrl: string;
    screensVariant: 'default' | 'configurator';
    primaryColor: string;
    kycProviderType: '0' | '1';
    languages: string;
    defaultLanguage: string;
    disabledCountries: string;
    chatKey: string;
    chatType: '0' | '1';
    chatHide: boolean;
    hideGoogleTag: boolean;
    pixelId: string;
    pixelHide: boolean;
    sentryKey: string;
    affiliatePostbackUrl: string;
  };

const blankIsNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function formOf(brand: AdminBrand): BrandForm {
  const c = brand.config;
  const form = {
    brandName: c.brandName,
    publicUrl: brand.publicUrl ?? '',
    logoUrl: c.logoUrl ?? '',
    faviconUrl: c.faviconUrl ?? '',
    stylesCssUrl: c.stylesCssUrl ?? '',
    screensVariant: c.screensVariant,
    primaryColor: brand.primaryColor ?? '',
    kycProviderType: String(brand.kycProviderType) as '0' | '1',
    languages: Object.entries(c.languages)
      .map(([code, name]) => `${code} = ${name}`)
      .join('\n'),
    defaultLanguage: c.defaultLanguage,
    disabledCountries: brand.disabledCountries.join(', '),
    chatKey: c.chatWidget.key ?? '',
    chatType: String(c.chatWidget.type) as '0' | '1',
    chatHide: c.chatWidget.hideWidget,
    hideGoogleTag: c.hideGoogleTag,
    pixelId: c.pixelTikTok.id ?? '',
    pixelHide: c.pixelTikTok.hide,
    sentryKey: c.sentry.key ?? '',
    affiliatePostbackUrl: brand.affiliatePostbackUrl ?? '',
    useGroups: brand.useGroups,
    useTraderPackageType: brand.useTraderPackageType,
  } as BrandForm;
  for (const f of LINK_FIELDS) form[f] = c[f] ?? '';
  for (const f of KEY_FIELDS) form[f] = c[f] ?? '';
  for (const [f, key] of darkEntries) form[f] = brand.darkColors[key] ?? '';
  for (const f of [
    'isKycEnabled',
    'isVerificationProgressEnabled',
    'hideEconomicCalendarMenu',
    'hideDiscordMenu',
  ] as const)
    form[f] = c[f];
  return form;
}

/** Every setting as the request names it (before the contract's checks). */
export function requestOf(v: BrandForm): Record<string, unknown> {
  const out: Record<string, unknown> = {
    brandName: v.brandName,
    publicUrl: blankIsNull(v.publicUrl),
    logoUrl: blankIsNull(v.logoUrl),
    faviconUrl: blankIsNull(v.faviconUrl),
    stylesCssUrl: blankIsNull(v.stylesCssUrl),
    screensVariant: v.screensVariant,
    primaryColor: blankIsNull(v.primaryColor),
    kycProviderType: Number(v.kycProviderType),
    languages: Object.fromEntries(
      v.languages
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const [code = '', ...name] = line.split('=');
          return [code.trim(), name.join('=').trim()];
        }),
    ),
    defaultLanguage: v.defaultLanguage.trim(),
    disabledCountries: v.disabledCountries
      .split(/[\s,]+/)
      .map((c) => c.trim())
      .filter(Boolean),
    chatWidget: { key: blankIsNull(v.chatKey), type: Number(v.chatType), hideWidget: v.chatHide },
    hideGoogleTag: v.hideGoogleTag,
    pixelTikTok: { id: blankIsNull(v.pixelId), hide: v.pixelHide },
    sentry: { key: blankIsNull(v.sentryKey) },
    affiliatePostbackUrl: blankIsNull(v.affiliatePostbackUrl),
    darkColors: Object.fromEntries(darkEntries.map(([f, key]) => [key, blankIsNull(v[f])])),
  };
  for (const f of LINK_FIELDS) out[f] = blankIsNull(v[f]);
  for (const f of KEY_FIELDS) out[f] = blankIsNull(v[f]);
  for (const f of FLAG_FIELDS) out[f] = v[f];
  return out;
}

/** The partial update: the settings whose value changed. */
export function changesOf(brand: AdminBrand, values: BrandForm): Record<string, unknown> {
  const before = requestOf(formOf(brand));
  const after = requestOf(values);
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  );
}

const NESTED: Record<string, keyof BrandForm> = {
  'chatWidget.key': 'chatKey',
  'chatWidget.type': 'chatType',
  'chatWidget.hideWidget': 'chatHide',
  'pixelTikTok.id': 'pixelId',
  'pixelTikTok.hide': 'pixelHide',
  'sentry.key': 'sentryKey',
  ...Object.fromEntries(darkEntries.map(([f, key]) => [`darkColors.${key}`, f])),
};

/** The form field an issue's path names (a language or a country of a list: the list's field). */
export function fieldOf(path: string): keyof BrandForm | null {
  if (NESTED[path]) return NESTED[path];
  const top = path.split('.')[0] ?? '';
  if (top === 'languages' || top === 'disabledCountries' || top === 'defaultLanguage') return top;
  return (top as keyof BrandForm) || null;
}

export type { AdminBrandUpdateRequest };
