import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../shared/third-party/third-party.ts';

/** A page view for the brand's tag manager, ads tag and pixel on every route change (not on query changes). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
  return null;
}
