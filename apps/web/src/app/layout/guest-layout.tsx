import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import { GuestFrame } from './guest-frame.tsx';
import { guestRedirectTarget } from './guest-redirect.ts';

/** Where a signed-in visitor of a guest page goes (SPEC §2 guest layout), or null for a guest. */
export function useGuestRedirect(): string | null {
  const isAuth = useAppSelector((s) => s.auth.isAuth);
  const isUserFromCheckout = useAppSelector((s) => s.auth.isUserFromCheckout);
  const location = useLocation();
  return isAuth ? guestRedirectTarget(location, isUserFromCheckout) : null;
}

/**
 * SPEC §2 guest layout: logo and language switcher, content, copyright; signed-in visitors are sent on.
 * `wide`: the brand variant's separate guest layout of Subscribe, with room for its configurator.
 */
export function GuestLayout({ wide = false }: { wide?: boolean }) {
  const redirect = useGuestRedirect();
  if (redirect) return <Navigate to={redirect} replace />;
  return <GuestFrame fixedLogo wide={wide} />;
}
