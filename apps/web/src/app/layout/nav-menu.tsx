import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NavLabel } from '@portal/ui/widgets/nav-label.tsx';
import { logout } from '../../features/auth/auth-slice.ts';
import { ThemeSwitch } from '../../features/theme/theme-switch.tsx';
import { useAppDispatch } from '../../shared/store/store-hooks.ts';
import { ExternalLink } from './external-link.tsx';
import { PlusIcon, SignOutIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { currentness, type NavItem } from './nav-items.ts';

/** `inMenu`: the drop-down of a narrow screen, which also holds what the wide header shows in its bar. */
type Props = { id: string; items: NavItem[]; hidden: boolean; inMenu: boolean };

/**
 * The main navigation: a row under the header on wide screens, a drop-down panel on narrow ones. The current
 * item is marked on its own page (aria-current="page") and on the detail pages its list opens ("true").
 */
export function NavMenu({ id, items, hidden, inMenu }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  return (
    <nav id={id} className="main-nav" aria-label={t('nav.label')} hidden={hidden}>
      <div className="main-nav__inner">
        <ul className="main-nav__list">
          {items.map((item) => (
            <li key={item.id} className="main-nav__item">
              {item.href ? (
                <ExternalLink href={item.href} className="main-nav__link">
                  {t(item.labelKey)}
                </ExternalLink>
              ) : (
                <InAppItem item={item} current={currentness(item, pathname)} label={t(item.labelKey)}>
                  {item.badge && (
                    <span className="alert-badge">
                      <span className="visually-hidden">{t('nav.verificationNeeded')}</span>
                    </span>
                  )}
                </InAppItem>
              )}
            </li>
          ))}
        </ul>
        <div className="main-nav__extra">
          {inMenu && (
            <Link className="btn btn--primary btn--block" to="/dashboard/new-challenge">
              <PlusIcon />
              {t('nav.newChallenge')}
            </Link>
          )}
          {inMenu && <ThemeSwitch className="main-nav__theme" />}
          <button type="button" className="main-nav__sign-out" onClick={() => void dispatch(logout())}>
            <SignOutIcon />
            {t('nav.signOut')}
          </button>
        </div>
      </div>
    </nav>
  );
}

function InAppItem(props: { item: NavItem; current: 'page' | 'detail' | null; label: string; children: ReactNode }) {
  return (
    <Link
      to={props.item.to!}
      className={props.current ? 'main-nav__link active' : 'main-nav__link'}
      aria-current={props.current === 'page' ? 'page' : props.current ? 'true' : undefined}
    >
      <NavLabel>{props.label}</NavLabel>
      {props.children}
    </Link>
  );
}
