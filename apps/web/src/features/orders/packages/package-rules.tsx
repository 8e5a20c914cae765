import { useTranslation } from 'react-i18next';
import type { TradingPackage } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { ruleSentences } from './rule-sentences.ts';

/** Every phase's rules in plain words, then the funded account's (profit split, refundable fee, its rules). */
export function PackageRules({ pkg }: { pkg: TradingPackage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const account = { accountSize: pkg.accountSize, currency: pkg.currency };
  const funded = [
    t('rules.profitSplit', { percent: format.percent(pkg.profitSplitPercent) }),
    ...(pkg.refundableFee ? [t('rules.refundableFee')] : []),
    ...ruleSentences(t, format, pkg.funded, account),
  ];
  return (
    <ol className="package-rules">
      {pkg.phases.map((phase) => (
        <li key={phase.index} className="package-rules__phase">
          <h3 className="package-rules__title">
            <span className="disc package-rules__marker" aria-hidden="true">
              {phase.index}
            </span>
            {t('challenges.phaseNumber', { phase: phase.index })}
          </h3>
          <ul className="package-rules__list flow flow--2">
            {ruleSentences(t, format, phase.rules, account).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </li>
      ))}
      <li className="package-rules__phase package-rules__phase--funded">
        <h3 className="package-rules__title">
          <span className="disc disc--positive package-rules__marker" aria-hidden="true">
            ★
          </span>
          {t('challenges.funded')}
        </h3>
        <ul className="package-rules__list flow flow--2">
          {funded.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </li>
    </ol>
  );
}
