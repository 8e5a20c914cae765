import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import {
  COLOR_TOKENS,
  deriveDarkPalette,
  isHex,
  paletteDeclarations,
  type DarkOverrides,
  type Palette,
} from '@portal/contract';

/**
 * The colour tokens a stylesheet sets in its rules of `selector`: by default a brand's light theme, the
 * `--color-*: #hex` declarations of its `:root` rules (the form docs/theming.md asks for). Rules for the dark theme
 * (`[data-theme…]`) and values that are not plain hex colours are left out; the derivation's defaults stand in.
 */
export function paletteOf(css: string, selector = ':root'): Partial<Palette> {
  const palette: Partial<Palette> = {};
  const known = new Set<string>(COLOR_TOKENS);
  const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of uncommented.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    if (rule[1]!.trim() !== selector) continue;
    for (const m of rule[2]!.matchAll(/--color-([a-z-]+)\s*:\s*([^;]+)/g)) {
      const value = m[2]!.trim().toLowerCase();
      if (known.has(m[1]!) && isHex(value)) palette[m[1] as keyof Palette] = value;
    }
  }
  return palette;
}

/**
 * A brand's dark theme as a style element for its pages (web-index.ts puts it before the brand's stylesheet, so a
 * stylesheet with dark rules of its own still wins): its light colours, from its stylesheet when the portal serves
 * it, and the dark colours it set in the console, through the derivation. Empty for a brand with neither, which the
 * default dark theme (theme.css) already fits.
 */
export function brandDarkStyle(css: string | null, overrides: DarkOverrides): string {
  const light = css ? paletteOf(css) : {};
  if (Object.keys(light).length === 0 && Object.keys(overrides).length === 0) return '';
  return `<style data-brand-dark>:root[data-theme='dark']{${paletteDeclarations(deriveDarkPalette(light, overrides))}}</style>`;
}

/**
 * Reads a brand stylesheet the portal serves itself (`/brand-assets/<code>/…css` under the assets folder); any
 * other address (another site) is not fetched, and gives null.
 */
export function brandStylesheetReader(assetsDir: string) {
  const brandsDir = resolve(assetsDir, 'brands');
  return (url: string): string | null => {
    const path = url.split(/[?#]/)[0]!;
    if (!path.startsWith('/brand-assets/') || !path.endsWith('.css')) return null;
    const file = resolve(brandsDir, path.slice('/brand-assets/'.length));
    if (!file.startsWith(brandsDir + sep)) return null;
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
}
