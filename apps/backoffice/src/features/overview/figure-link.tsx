import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A figure that opens the list it counts (the same filters); plain text where the operator may not read that list. */
export function FigureLink({ to, allowed, children }: { to: string; allowed: boolean; children: ReactNode }) {
  return allowed ? (
    <Link className="link bo-figure-link" to={to}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
