import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import { BrandLogo } from './brand-logo.tsx';
import { guestRedirectTarget } from './guest-redirect.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

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
  return (
    <div className={`layout layout--guest${wide ? ' layout--guest-wide' : ''}`}>
      <header className="site-header site-header--guest">
        <div className="site-header__bar">
          <BrandLogo to="/" fixed />
          <div className="site-header__actions">
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main id="main" className="layout__main layout__main--guest">
        <Outlet />
      </main>
      <SiteFooter variant="guest" />
    </div>
  );
}
