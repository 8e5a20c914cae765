import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Identity verification (KYC). */
export default function VerificationScreen() {
  return <ComingSoon titleKey="verifyProfileIdentity" />;
}
