import type { ReactNode } from 'react';

/**
 * A long period's table in a box of its own height beside its chart: scrolled by keyboard too (focusable, named as
 * its table), as WCAG asks of a scrolling region.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bo-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
