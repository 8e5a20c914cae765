/** The few line icons of the app shell (decorative: their buttons and links carry the text). */
type IconProps = { className?: string };

const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

/** One icon: its path on the 24 × 24 grid, drawn `size` pixels square. */
const shellIcon = (d: string, size: number) =>
  function ShellIcon(p: IconProps) {
    return (
      <svg {...base} width={size} height={size} {...p}>
        <path d={d} />
      </svg>
    );
  };

export const MenuIcon = shellIcon('M4 6h16M4 12h16M4 18h16', 20);
export const CloseIcon = shellIcon('M6 6l12 12M18 6L6 18', 20);
export const ExternalIcon = shellIcon(
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  14,
);
export const SignOutIcon = shellIcon('M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11', 18);
export const ChevronIcon = shellIcon('M6 9l6 6 6-6', 14);
export const PlusIcon = shellIcon('M12 5v14M5 12h14', 18);
export const UserIcon = shellIcon('M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z', 18);
