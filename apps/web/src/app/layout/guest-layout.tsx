import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../store.ts';
import { BrandLogo } from './brand-logo.tsx';
import { guestRedirectTarget } from './guest-redirect.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

/** SPEC §2 guest layout: logo and language switcher, content, copyright; signed-in visitors are sent on. */
export function GuestLayout() {
  const isAuth = useAppSelector((s) => s.auth.isAuth);
  const isUserFromCheckout = useAppSelector((s) => s.auth.isUserFromCheckout);
  const location = useLocation();
  if (isAuth) return <Navigate to={guestRedirectTarget(location, isUserFromCheckout)} replace />;
  return (
    <div className="layout layout--guest">
      <header className="site-header site-header--guest">
        <div className="site-header__bar">
          <BrandLogo to="/" />
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
