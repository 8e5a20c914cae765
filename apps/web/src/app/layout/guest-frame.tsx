import { Outlet } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

type Props = {
  /** the fixed logo image first (the guest pages), or the brand's own logo first (the public pages) */
  fixedLogo: boolean;
  /** room for the Subscribe configurator of the brand variant */
  wide?: boolean;
};

/** The guest look (SPEC §2 guest layout): logo and language switcher, the page, copyright. */
export function GuestFrame({ fixedLogo, wide = false }: Props) {
  return (
    <div className={`layout layout--guest${wide ? ' layout--guest-wide' : ''}`}>
      <header className="site-header site-header--guest">
        <div className="site-header__bar">
          <BrandLogo to="/" fixed={fixedLogo} />
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
