import { Outlet } from 'react-router';
import { useAccountTheme } from '../../features/theme/theme-switch.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainHeader } from './main-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

/** SPEC §2 authenticated layout: header (main, or without navigation with the logo centred), content, footer. */
export function AuthLayout({ header }: { header: 'main' | 'withoutNav' }) {
  useAccountTheme();
  return (
    <div className="layout">
      {header === 'main' ? <MainHeader /> : <PlainHeader />}
      <main id="main" className="layout__main">
        <Outlet />
      </main>
      <SiteFooter variant="full" />
    </div>
  );
}

/** The two signed-in layouts as route components; routes.tsx loads them lazily. */
export const MainLayout = () => <AuthLayout header="main" />;
export const PlainLayout = () => <AuthLayout header="withoutNav" />;

function PlainHeader() {
  return (
    <header className="site-header site-header--plain">
      <div className="site-header__bar">
        <span aria-hidden="true" />
        <BrandLogo to="/dashboard/home" fixed />
        <div className="site-header__actions">
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
