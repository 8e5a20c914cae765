import type { ColourVariant } from '@portal/contract';
import type { SVGProps } from 'react';

/** A part of an icon's drawing: a path's data, or a circle or rectangle by its attributes. */
type Part =
  string | { cx: number; cy: number; r: number } | { x: number; y: number; width: number; height: number; rx: number };

const ring = { cx: 12, cy: 12, r: 9 };

/**
 * The line icons of both apps and the shared widgets: decorative (aria-hidden: their buttons and links carry the
 * text), sized by font size, coloured by currentColor. Each icon is its drawing on the 24 × 24 grid; `props` changes
 * the size or fills a solid one; a use may add a class.
 */
function lineIcon(parts: Part[], props: SVGProps<SVGSVGElement> = {}) {
  return function LineIcon({ className }: { className?: string }) {
    return (
      <svg
        className={className}
        viewBox="0 0 24 24"
        width="1.25em"
        height="1.25em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {parts.map((part, i) =>
          typeof part === 'string' ? (
            <path key={i} d={part} />
          ) : 'r' in part ? (
            <circle key={i} {...part} />
          ) : (
            <rect key={i} {...part} />
          ),
        )}
      </svg>
    );
  };
}

export const InfoIcon = lineIcon([ring, 'M12 11v5M12 8h.01']);
export const CheckCircleIcon = lineIcon([ring, 'm8 12.5 2.7 2.7L16 9.8']);
export const WarningIcon = lineIcon([
  'M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z',
  'M12 9.5v4M12 17h.01',
]);
export const ErrorIcon = lineIcon([ring, 'M12 7.5v5M12 16h.01']);
export const EyeIcon = lineIcon(['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z', { cx: 12, cy: 12, r: 3 }]);
export const EyeOffIcon = lineIcon([
  'M10.6 5.1A9.8 9.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.6 8.5 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18',
]);
export const CopyIcon = lineIcon([
  { x: 9, y: 9, width: 11, height: 11, rx: 2 },
  'M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5',
]);
export const CheckIcon = lineIcon(['m5 12.5 4.5 4.5L19 7.5']);
export const CloseIcon = lineIcon(['M6 6l12 12M18 6 6 18']);
export const CartIcon = lineIcon([
  'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2',
  { cx: 10, cy: 20, r: 1 },
  { cx: 17, cy: 20, r: 1 },
]);
export const ChartIcon = lineIcon(['M4 4v16h16', 'm7 15 4-4 3 3 5-6']);
export const ClockIcon = lineIcon([ring, 'M12 7v5l3 2']);
export const KeyIcon = lineIcon([{ cx: 8, cy: 15, r: 4 }, 'm10.8 12.2 8.2-8.2M16 7l2 2M14 9l1.5 1.5']);
export const ExternalLinkIcon = lineIcon(
  ['M14 4h6v6M20 4l-9 9', 'M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4'],
  { width: '1em', height: '1em' },
);
export const MenuIcon = lineIcon(['M4 6h16M4 12h16M4 18h16']);
export const BellIcon = lineIcon(['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0']);
export const SignOutIcon = lineIcon(['M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11'], {
  width: 18,
  height: 18,
});
export const ChevronIcon = lineIcon(['M6 9l6 6 6-6'], { width: 14, height: 14 });
export const PlusIcon = lineIcon(['M12 5v14M5 12h14'], { width: 18, height: 18 });
export const UserIcon = lineIcon(['M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z'], {
  width: 18,
  height: 18,
});
export const StarIcon = lineIcon(['m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z'], {
  width: '1em',
  height: '1em',
  fill: 'currentColor',
  stroke: 'none',
});

/** The icon that goes with each colour variant (banner, toast): the shape tells the variant apart, not colour alone. */
export function VariantIcon({ variant }: { variant: ColourVariant }) {
  if (variant === 'positive') return <CheckCircleIcon />;
  if (variant === 'negative') return <ErrorIcon />;
  if (variant === 'warning') return <WarningIcon />;
  return <InfoIcon />;
}
