import './nav-label.css';

/**
 * The label of a menu item or tab that turns bold when current (`--font-weight-current`, theme.css): its width is
 * the bold text's either way, so the items after it stay put when the current page changes.
 */
export function NavLabel({ children }: { children: string }) {
  return (
    <span className="nav-label" data-label={children}>
      {children}
    </span>
  );
}
