import type { TradingMetrics } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';

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
  return (
    <section className="after-verdict" aria-labelledby="after-verdict-title">
      <h3 id="after-verdict-title" className="after-verdict__title">
        {t(`${K}.title`)}
      </h3>
      <p className="dashboard-card__note">{t(`${K}.note`)}</p>
      <dl className="metrics-grid">
        <div className="metrics-grid__tile" data-after="trades">
          <dt>{t(`${K}.trades`)}</dt>
          <dd>{format.number(a.trades)}</dd>
        </div>
        <div className="metrics-grid__tile" data-after="profit">
          <dt>{t(`${K}.profit`)}</dt>
          <dd>
            <Money minor={a.profit} currency={m.currency} signed className={tone} />
          </dd>
        </div>
        <div className="metrics-grid__tile" data-after="balance">
          <dt>{t(`${K}.balance`)}</dt>
          <dd>
            <Money minor={a.balance} currency={m.currency} />
          </dd>
        </div>
        <div className="metrics-grid__tile" data-after="equity">
          <dt>{t(`${K}.equity`)}</dt>
          <dd>
            <Money minor={a.equity} currency={m.currency} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
