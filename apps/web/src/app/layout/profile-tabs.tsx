import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { NavLabel } from '@portal/ui/widgets/nav-label.tsx';
import { isVerificationNeeded } from '../../features/kyc/kyc-status.ts';
import { selectKycInfo } from '../../shared/api/common-api.ts';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import './profile-tabs.css';

/**
 * SPEC §2 profile area: the 'Profile' title and the tab bar above the tab's page. The Verification tab is
 * disabled unless verification progress is enabled (and KYC is on: without it the guard has no page to show).
 */
export function ProfileTabs() {
  const { t, i18n } = useTranslation();
  const brand = useAppSelector((s) => s.brandSettings.config);
  const verificationNeeded = useAppSelector((s) => isVerificationNeeded(selectKycInfo(s)));
  const verificationEnabled = !!brand?.isKycEnabled && !!brand.isVerificationProgressEnabled;
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const row = list.current;
    revealCurrentTab(row);
    // and again when the bar's width changes (a phone turned, a window narrowed)
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => revealCurrentTab(row));
    observer.observe(row);
    return () => observer.disconnect();
  }, [pathname, i18n.language]);
  const badge = verificationNeeded && (
    <span className="alert-badge">
      <span className="visually-hidden">{t('profile.verificationNeeded')}</span>
    </span>
  );
  /** A tab: the link to its page under the profile, named by its label. */
  const tab = (path: string, label: string, after?: ReactNode) => (
    <NavLink className="profile-tabs__tab" to={`/dashboard/profile/${path}`}>
      <NavLabel>{t(`profile.tabs.${label}`)}</NavLabel>
      {after}
    </NavLink>
  );
  return (
    <div className="profile-area">
      <div className="profile-area__head">
        <h1 className="profile-area__title">{t('profile.title')}</h1>
        <nav aria-label={t('profile.title')}>
          <ul className="profile-tabs" ref={list}>
            <li>{tab('personal-information', 'personalInformation')}</li>
            <li>
              {verificationEnabled ? (
                tab('verification', 'verification', badge)
              ) : (
                <span
                  className="profile-tabs__tab is-disabled"
                  aria-disabled="true"
                  title={t('profile.verificationUnavailable')}
                >
                  <NavLabel>{t('profile.tabs.verification')}</NavLabel>
                  {badge}
                </span>
              )}
            </li>
            <li>{tab('security', 'security')}</li>
            <li>{tab('notifications', 'notifications')}</li>
          </ul>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}

/**
 * Scrolls the tab row sideways so the current tab is whole in view, when the row is wider than the bar (a phone):
 * the row's own scroll only, never the page's.
 */
function revealCurrentTab(row: HTMLElement | null) {
  const current = row?.querySelector<HTMLElement>('.profile-tabs__tab.active');
  if (!row || !current) return;
  const bar = row.getBoundingClientRect();
  const tab = current.getBoundingClientRect();
  if (tab.left < bar.left) row.scrollLeft -= bar.left - tab.left;
  else if (tab.right > bar.right) row.scrollLeft += tab.right - bar.right;
}
