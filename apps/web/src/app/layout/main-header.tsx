import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isContractSigningNeeded, isVerificationNeeded } from '../../features/kyc/kyc-status.ts';
import { commonApi, selectKycInfo, selectProfile } from '../../shared/api/common-api.ts';
import { useKycInfo } from '../../features/kyc/use-kyc-info.ts';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { ThemeSwitch } from '../../features/theme/theme-switch.tsx';
import { afterFirstPaint } from '../../shared/browser/first-paint.ts';
import { useDismiss } from '../../shared/hooks/use-dismiss.ts';
import { MediaQuery, useMediaQuery } from '../../shared/hooks/use-media-query.ts';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import { BrandLogo } from './brand-logo.tsx';
import { CloseIcon, MenuIcon, PlusIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { buildNavItems } from './nav-items.ts';
import { NavMenu } from './nav-menu.tsx';
import { ProfileButton } from './profile-button.tsx';

const MENU_ID = 'main-menu';

/** SPEC §2 main header: logo, navigation, call-to-action buttons and the profile button. */
export function MainHeader() {
  const { t } = useTranslation();
  const brand = useAppSelector((s) => s.brandSettings.config);
  // The profile is read after the first paint (one read already is held from the first render); while the header
  // shows, it holds the profile the other signed-in screens read (selectProfile).
  const profileRead = useAppSelector((s) => selectProfile(s) !== null);
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  commonApi.useGetProfileQuery(undefined, { skip: !painted && !profileRead, refetchOnFocus: false });
  const isWide = useMediaQuery(MediaQuery.desktop);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useKycInfo();
  const kycInfo = useAppSelector(selectKycInfo);
  const verificationNeeded = isVerificationNeeded(kycInfo);
  const contractNeeded = isContractSigningNeeded(kycInfo);

  // The collapsed menu belongs to narrow screens; it also closes once a page is picked.
  useEffect(() => {
    if (isWide) setOpen(false);
  }, [isWide]);
  useEffect(() => setOpen(false), [location.pathname]);

  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(headerRef, open && !isWide, dismiss);

  return (
    <header ref={headerRef} className={`site-header${open ? ' is-menu-open' : ''}`}>
      <div className="site-header__bar">
        <BrandLogo to="/dashboard/home" />
        <div className="site-header__actions">
          {isWide && verificationNeeded && (
            <Link className="btn btn--secondary site-header__cta" to="/dashboard/profile/verification">
              {t('nav.verifyIdentity')}
            </Link>
          )}
          {isWide && !verificationNeeded && contractNeeded && (
            <Link className="btn btn--secondary site-header__cta" to="/dashboard/profile/verification">
              {t('nav.signContract')}
            </Link>
          )}
          {isWide && (
            <Link className="btn btn--primary site-header__cta" to="/dashboard/new-challenge">
              <PlusIcon />
              {t('nav.newChallenge')}
            </Link>
          )}
          <LanguageSwitcher />
          {/* on a wide screen beside the language (the row below is the links'); on a phone in the menu */}
          {isWide && <ThemeSwitch className="site-header__theme" hideLabel />}
          <NotificationBell />
          <ProfileButton />
          {!isWide && (
            <button
              ref={toggleRef}
              type="button"
              className="icon-button icon-button--outlined"
              aria-expanded={open}
              aria-controls={MENU_ID}
              aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </button>
          )}
        </div>
      </div>
      <NavMenu
        id={MENU_ID}
        items={buildNavItems(brand, verificationNeeded)}
        hidden={!isWide && !open}
        inMenu={!isWide}
      />
    </header>
  );
}
