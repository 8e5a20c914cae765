import { DEFAULT_LIGHT } from '@portal/contract';

/**
 * The chart draws on a canvas, which cannot read CSS: its colours are read from the theme's custom properties
 * (theme.css, or a brand's stylesCssUrl), with the default theme's values when a property is missing. They are
 * read again when the theme changes (equity-chart.tsx).
 */
export type ChartTheme = {
  text: string;
  grid: string;
  equity: string;
  balance: string;
  baseline: string;
  font: string;
};

export function readChartTheme(element: Element = document.documentElement): ChartTheme {
  const css = getComputedStyle(element);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--color-muted', DEFAULT_LIGHT.muted),
    grid: read('--color-border', DEFAULT_LIGHT.border),
    equity: read('--color-primary', DEFAULT_LIGHT.primary),
    // the text colour: dark on light, light on dark (the brand's navy would vanish on a dark page)
    balance: read('--color-text', DEFAULT_LIGHT.text),
    baseline: read('--color-border-strong', DEFAULT_LIGHT['border-strong']),
    font: read('--font-sans', 'system-ui, sans-serif'),
  };
}

/** A colour with an alpha (for the area's fill): #rgb, #rrggbb and rgb() are understood; others pass as they are. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color);
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
  return color;
}
