import { useTranslation } from 'react-i18next';
import type { TradingPackage } from '@portal/contract';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { PackageRules } from '../packages/package-rules.tsx';

/** The package's rules as the review's card: the same beside a fresh choice and beside a pending order. */
export function RulesCard({ pkg, titleId }: { pkg: TradingPackage; titleId: string }) {
  const { t } = useTranslation();
  return (
    <TitledSection
      className="card review__rules"
      titleId={titleId}
      title={t('newChallenge.rulesTitle')}
      titleClassName="review__heading"
    >
      <PackageRules pkg={pkg} />
    </TitledSection>
  );
}
