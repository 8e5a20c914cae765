import type { Location } from 'react-router';

/** Where a signed-in visitor of a guest page goes (SPEC §2 guest layout). */
export function guestRedirectTarget(location: Location, isUserFromCheckout: boolean): string {
  if (isUserFromCheckout) return '/dashboard/new-challenge?step=3';
  if (/^\/subscribe\/?$/i.test(location.pathname)) return `/dashboard/subscribe-auth${location.search}`;
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  if (from?.pathname) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return '/dashboard/home';
}
