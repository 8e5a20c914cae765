import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import { BrandLogo } from './brand-logo.tsx';
import { useGuestRedirect } from './guest-layout.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';
import './split-auth-layout.css';

const POINTS = ['capital', 'rules', 'payouts'] as const;

/**
 * The brand variant's one layout of sign-up, sign-in and the password screens (SPEC §2 'Brand variant'): the form
 * on one side under the logo and language switcher, the brand's promise on the other (wide screens only, so a
 * phone shows the form first). Signed-in visitors are sent on as from any guest page.
 */
export default function SplitAuthLayout() {
  const { t } = useTranslation();
  const brandName = useAppSelector((s) => s.brandSettings.config?.brandName ?? '');
  const redirect = useGuestRedirect();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div className="layout split-auth">
      <div className="split-auth__side">
        <header className="split-auth__header">
          <BrandLogo to="/" fixed />
          <LanguageSwitcher />
        </header>
        <main id="main" className="split-auth__main">
          <Outlet />
        </main>
        <SiteFooter variant="guest" />
      </div>
      <section className="split-auth__showcase" aria-labelledby="split-auth-headline">
        <div className="split-auth__showcase-inner">
          <h2 id="split-auth-headline" className="split-auth__headline">
            {t('authShell.headline', { brand: brandName })}
          </h2>
          <ul className="split-auth__points">
            {POINTS.map((point) => (
              <li key={point} className="split-auth__point">
                <span className="split-auth__point-mark" aria-hidden="true" />
                <span>
                  <strong className="split-auth__point-title">{t(`authShell.${point}.title`)}</strong>
                  <span className="split-auth__point-text">{t(`authShell.${point}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
