import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../shared/store/store-hooks.ts';

const PERSONAL_INFORMATION = '/dashboard/profile/personal-information';
const VERIFICATION = /^\/dashboard\/profile\/verification\/?$/i;

/**
 * SPEC §2 route guard: guests go to sign-in; for a KYC route group, when KYC is on and verification
 * progress is not enabled, the trader goes to personal information. Both remember the origin.
 */
export function RequireAuth({ kyc }: { kyc: boolean }) {
  const isAuth = useAppSelector((s) => s.auth.isAuth);
  const brand = useAppSelector((s) => s.brandSettings.config);
  const location = useLocation();
  if (!isAuth) return <Navigate to="/sign-in" state={{ from: location }} replace />;
  const kycBlocked = kyc && !!brand?.isKycEnabled && !brand.isVerificationProgressEnabled;
  // The verification page exists only while KYC is on.
  const verificationOff = VERIFICATION.test(location.pathname) && !brand?.isKycEnabled;
  if (kycBlocked || verificationOff) return <Navigate to={PERSONAL_INFORMATION} state={{ from: location }} replace />;
  return <Outlet />;
}
