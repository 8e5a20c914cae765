/** Colour arithmetic for the themes: #rrggbb ↔ HSL, WCAG 2.x relative luminance and contrast ratio. */

export type Hsl = { h: number; s: number; l: number };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHex = (value: string) => HEX.test(value);

function channels(hex: string): [number, number, number] {
  const m = HEX.exec(hex.trim());
  if (!m) throw new Error(`not a #rgb or #rrggbb colour: ${hex}`);
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

export function toHsl(hex: string): Hsl {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

export function toHex({ h, s, l }: Hsl): string {
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  const [sat, light] = [clamp(s), clamp(l)];
  const c = (1 - Math.abs(2 * light - 1)) * sat;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = light - c / 2;
  const sector = Math.floor((((h % 360) + 360) % 360) / 60);
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector]!;
  return `#${[r!, g!, b!]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/**
 * The colour moved in lightness (up for a dark background, down for a light one) by the least step that gives it
 * `ratio` against every one of `backgrounds`. White or black ends the walk: against dark enough backgrounds white
 * always passes, which is what the dark theme's surfaces are made for.
 */
export function withContrast(
  hex: string,
  backgrounds: string[],
  ratio: number,
  direction: 'lighter' | 'darker',
): string {
  const hsl = toHsl(hex);
  const step = direction === 'lighter' ? 0.01 : -0.01;
  let candidate = toHex(hsl);
  for (let l = hsl.l; l >= 0 && l <= 1; l += step) {
    candidate = toHex({ ...hsl, l });
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return candidate;
  }
  return direction === 'lighter' ? '#ffffff' : '#000000';
}
