import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
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
  const { t } = useTranslation();
  const brand = useAppSelector((s) => s.brandSettings.config);
  const verificationNeeded = useAppSelector((s) => isVerificationNeeded(selectKycInfo(s)));
  const verificationEnabled = !!brand?.isKycEnabled && !!brand.isVerificationProgressEnabled;
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
          <ul className="profile-tabs">
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
