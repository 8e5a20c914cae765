import type { ReactNode } from 'react';
import type { TradingMetrics } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import '../../../shared/ui/muted-text.css';
import '../../../shared/ui/fact-list.css';

const K = 'dashboard.metrics.afterVerdict';

/**
 * What the platform reported after the verdict (a position it closed after a breach, a late deal), apart from
 * the verdict's figures: recorded on the account, never part of why it passed or failed. Shown only when
 * something did happen after it.
 */
export function AfterVerdict({ metrics: m }: { metrics: TradingMetrics }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const a = m.afterVerdict;
  if (!a || (a.trades === 0 && a.balance === m.balance && a.equity === m.equity)) return null;
  const tone = a.profit === 0 ? undefined : a.profit > 0 ? 'is-positive' : 'is-negative';
  const tiles: [key: string, value: ReactNode][] = [
    ['trades', format.number(a.trades)],
    ['profit', <Money minor={a.profit} currency={m.currency} signed cents className={tone} />],
    ['balance', <Money minor={a.balance} currency={m.currency} cents />],
    ['equity', <Money minor={a.equity} currency={m.currency} cents />],
  ];
  return (
    <TitledSection
      className="after-verdict flow flow--2 ruled"
      titleId="after-verdict-title"
      level={3}
      title={t(`${K}.title`)}
      titleClassName="after-verdict__title"
    >
      <p className="muted-text">{t(`${K}.note`)}</p>
      <dl className="fact-grid metrics-grid fact-list">
        {tiles.map(([key, value]) => (
          <div key={key} className="metrics-grid__tile" data-after={key}>
            <dt>{t(`${K}.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
