import { contrast, toHex, toHsl, withContrast } from './contrast.ts';

/** The colour tokens of docs/theming.md (without the leading `--color-`). */
export const COLOR_TOKENS = [
  'bg',
  'surface',
  'text',
  'muted',
  'muted-bg',
  'navy',
  'navy-contrast',
  'primary',
  'primary-hover',
  'primary-contrast',
  'focus',
  'border',
  'border-strong',
  'neutral',
  'neutral-bg',
  'positive',
  'positive-bg',
  'negative',
  'negative-bg',
  'warning',
  'warning-bg',
  'logo-plate',
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];
export type Palette = Record<ColorToken, string>;

/** The default light palette: packages/ui/src/theme/theme.css's `:root` (a test keeps the two the same). */
export const DEFAULT_LIGHT: Palette = {
  bg: '#f2f5fa',
  surface: '#ffffff',
  text: '#101a33',
  muted: '#525f78',
  'muted-bg': '#eef2f8',
  navy: '#0f1a33',
  'navy-contrast': '#ffffff',
  primary: '#1f4fd1',
  'primary-hover': '#173fb0',
  'primary-contrast': '#ffffff',
  focus: '#1f4fd1',
  border: '#d9e0ec',
  'border-strong': '#7b879c',
  neutral: '#1f4fd1',
  'neutral-bg': '#eaf0ff',
  positive: '#0d7a4b',
  'positive-bg': '#e8f6ef',
  negative: '#c42b3c',
  'negative-bg': '#fdecee',
  warning: '#9a5b00',
  'warning-bg': '#fff5e0',
  'logo-plate': '#ffffff',
};

/** What a brand may set for its dark theme itself (the console's brand settings); the rest is derived. */
export type DarkOverrides = Partial<Pick<Palette, 'bg' | 'surface' | 'text' | 'primary'>>;

/** WCAG 2.1 AA: text 4.5:1 (1.4.3), the parts of controls and the focus ring 3:1 (1.4.11). */
export const TEXT_RATIO = 4.5;
export const UI_RATIO = 3;

/** A dark surface in the hue of a light one: its saturation kept low, so brand hues tint rather than glare. */
const darkSurface = (hex: string, l: number, maxS = 0.3) => {
  const { h, s } = toHsl(hex);
  return toHex({ h, s: Math.min(s, maxS), l });
};
const withLightness = (hex: string, l: number) => toHex({ ...toHsl(hex), l });

/**
 * A brand's dark palette from its light one (docs/theming.md): surfaces in the hue of its background, dark; text
 * and accents in their own hues, made light enough for WCAG AA on every surface they are used on — text, muted
 * text, links (the primary) and the status colours 4.5:1, the focus ring and input borders 3:1 — by moving their
 * lightness until the ratio holds. Colours the brand set for dark itself are taken as they are; the rest is
 * derived against them. Pure: the server renders the result into a brand's page, the tests check random brands.
 */
export function deriveDarkPalette(light: Partial<Palette>, overrides: DarkOverrides = {}): Palette {
  const l: Palette = { ...DEFAULT_LIGHT, ...light };
  const bg = overrides.bg ?? darkSurface(l.bg, 0.08);
  const surface = overrides.surface ?? darkSurface(l.bg, 0.12);
  const mutedBg = darkSurface(surface, Math.min(toHsl(surface).l + 0.06, 0.22));
  const surfaces = [bg, surface, mutedBg];
  const lighter = (hex: string, ratio: number, on = surfaces) => withContrast(hex, on, ratio, 'lighter');

  const text = overrides.text ?? lighter(darkSurface(l.text, 0.92, 0.2), TEXT_RATIO);
  const muted = lighter(darkSurface(l.muted, 0.7, 0.2), TEXT_RATIO);
  const border = darkSurface(l.border, Math.min(toHsl(mutedBg).l + 0.1, 0.34));
  const borderStrong = lighter(darkSurface(l['border-strong'], 0.45, 0.2), UI_RATIO);

  // The primary is link text on every surface and a button's fill; its button text is the page's dark background
  // colour (light text on a light primary would fail), so the fill must keep 4.5:1 against that as well.
  const primary = overrides.primary ?? lighter(withLightness(l.primary, Math.max(toHsl(l.primary).l, 0.6)), TEXT_RATIO);
  const primaryContrast = contrast('#ffffff', primary) >= TEXT_RATIO ? '#ffffff' : bg;
  const primaryHover = withContrast(
    toHex({ ...toHsl(primary), l: toHsl(primary).l + (primaryContrast === bg ? 0.08 : -0.08) }),
    [primaryContrast],
    TEXT_RATIO,
    primaryContrast === bg ? 'lighter' : 'darker',
  );
  const focus = lighter(withLightness(l.focus, Math.max(toHsl(l.focus).l, 0.6)), UI_RATIO);

  // A status colour is text on its own tint, on the surfaces, and on the quiet fill.
  const status = (name: 'neutral' | 'positive' | 'negative' | 'warning') => {
    const tint = darkSurface(l[name], 0.16, 0.45);
    return { [name]: lighter(withLightness(l[name], 0.65), TEXT_RATIO, [...surfaces, tint]), [`${name}-bg`]: tint };
  };

  return {
    bg,
    surface,
    text,
    muted,
    'muted-bg': mutedBg,
    // The "dark brand surface" (the variant's sign-in panel) stays darker than the page, with the same light text.
    navy: darkSurface(l.navy, 0.05, 0.4),
    'navy-contrast': text,
    primary,
    'primary-hover': primaryHover,
    'primary-contrast': primaryContrast,
    focus,
    border,
    'border-strong': borderStrong,
    ...status('neutral'),
    ...status('positive'),
    ...status('negative'),
    ...status('warning'),
    // A logo is drawn for the light page (its letters are usually dark): in dark it sits on a plate of the light
    // surface it was made for, not on the dark header. A brand whose logo reads on dark sets its own plate.
    'logo-plate': light['logo-plate'] ?? l.surface,
  } as Palette;
}

/** The palette as CSS declarations (`--color-bg:#…;…`), for a `:root[data-theme='dark']` rule. */
export const paletteDeclarations = (palette: Partial<Palette>) =>
  COLOR_TOKENS.filter((token) => palette[token])
    .map((token) => `--color-${token}:${palette[token]}`)
    .join(';');
