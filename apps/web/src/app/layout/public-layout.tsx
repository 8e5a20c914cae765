import { Outlet } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

/** Pages anyone may open, signed in or not (a certificate's authenticity page): the guest look, no redirect. */
export function PublicLayout() {
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
