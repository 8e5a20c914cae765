import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Affiliate program. */
export default function AffiliateScreen() {
  return <ComingSoon titleKey="affiliateProgram" />;
}
