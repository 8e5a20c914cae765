import { useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useOperator, useSession } from '../shared/session/session.tsx';
import { visibleNavItems } from '../shared/nav/nav-items.ts';
import { LanguageSelect } from '../shared/i18n/language-select.tsx';
import { ConsoleThemeSelect } from '../shared/theme/console-theme-select.tsx';
import { RiskNavCount } from '../features/risk/risk-nav-count.tsx';

/** The sections whose menu item shows a count of what waits there. */
const NAV_COUNTS: Record<string, ComponentType | undefined> = { '/risk': RiskNavCount };

/**
 * The console's frame: a header (the console's name, the operator's e-mail and role, language, sign-out) and the
 * sections the role may read. From 900 px the menu is a sidebar; below, a button opens it over the page.
 */
export function Shell() {
  const { t } = useTranslation();
  const me = useOperator();
  const { signOut } = useSession();
  const location = useLocation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="bo-shell">
      <a className="bo-skip" href="#bo-main">
        {t('console.skipToContent')}
      </a>
      <header className="bo-header">
        <button
          type="button"
          className="bo-header__menu btn btn--ghost"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t('console.closeMenu') : t('console.menu')}
        </button>
        <p className="bo-header__name">{t('console.name')}</p>
        <div className="bo-header__operator">
          <span className="bo-header__email" title={t('console.signedInAs', { email: me.email })}>
            {me.email}
          </span>
          <span className="bo-header__role">{t(`role.${me.role}`)}</span>
        </div>
        <LanguageSelect className="bo-header__lang" hideLabel />
        <ConsoleThemeSelect className="bo-header__lang" />
        <button type="button" className="btn btn--secondary bo-header__sign-out" onClick={() => void signOut()}>
          {t('console.signOut')}
        </button>
      </header>
      <div className="bo-body">
        <nav id={menuId} className={menuOpen ? 'bo-nav bo-nav--open' : 'bo-nav'} aria-label={t('console.navigation')}>
          <ul>
            {visibleNavItems(me.actions).map((item) => {
              const Count = NAV_COUNTS[item.path];
              return (
                <li key={item.path}>
                  <NavLink to={item.path} className="bo-nav__link">
                    {t(item.labelKey)}
                    {Count && <Count />}
                  </NavLink>
                </li>
              );
            })}
            <li className="bo-nav__own">
              <NavLink to="/account" className="bo-nav__link">
                {t('account.link')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <main id="bo-main" className="bo-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
