import type { TFunction } from 'i18next';
import type { MaxLossRule, TradingPackage } from '@portal/contract';

type Format = { money: (minor: number, currency: string) => string; percent: (value: number) => string };
export type Fact = { id: string; label: string; value: string };

const trailing = (mode: MaxLossRule['mode']) => (mode === 'static' ? 'static' : 'trailing');

/** A package's title: its size and programme ("$100,000 · Two-step"). */
export const packageTitle = (t: TFunction, format: Format, pkg: TradingPackage) =>
  `${format.money(pkg.accountSize, pkg.currency)} · ${t(`packageType.${pkg.traderPackageType}`)}`;

/** The figures traders compare packages by (SPEC-less, what every prop firm lists), as label and short value. */
export function packageFacts(t: TFunction, format: Format, pkg: TradingPackage): Fact[] {
  const first = pkg.phases[0]!.rules;
  const targets = pkg.phases.map((phase) => phase.rules.profitTarget);
  const days = first.tradingDays?.minDays ?? 0;
  // One row per phase's target: "Phase 1 target 10 %", "Phase 2 target 5 %" (one-step: "Profit target").
  const targetFacts = targets.map((target, i) => ({
    id: `target-${i + 1}`,
    label: targets.length > 1 ? t('packages.phaseTarget', { phase: i + 1 }) : t('packages.profitTarget'),
    value: target ? format.percent(target.percent) : t('packages.none'),
  }));
  return [
    ...targetFacts,
    {
      id: 'dailyLoss',
      label: t('packages.dailyLoss'),
      value: first.dailyLoss ? format.percent(first.dailyLoss.percent) : t('packages.none'),
    },
    {
      id: 'maxLoss',
      label: t('packages.maxLoss'),
      value: t(`packages.maxLossValue.${trailing(first.maxLoss.mode)}`, {
        percent: format.percent(first.maxLoss.percent),
      }),
    },
    {
      id: 'days',
      label: t('packages.minTradingDays'),
      value: days > 0 ? String(days) : t('packages.none'),
    },
    { id: 'split', label: t('packages.profitSplit'), value: format.percent(pkg.profitSplitPercent) },
    { id: 'leverage', label: t('packages.leverage'), value: `1:${pkg.leverage}` },
    { id: 'refund', label: t('packages.refundableFee'), value: t(pkg.refundableFee ? 'common.yes' : 'common.no') },
  ];
}
