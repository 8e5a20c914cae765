import type { TradingMetrics } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useFigures } from '../../../shared/ui/use-figures.ts';
import { AfterVerdict } from './after-verdict.tsx';
import { FactTiles, toneOf, type Tile } from './fact-tiles.tsx';
import '../../../shared/ui/muted-text.css';

/**
 * The account's figures: balance and equity, results, and the statistics of its closed trades. Once the verdict
 * is final they are the verdict's (the server freezes them with it), and what came after is shown apart.
 */
export function MetricsGrid({ metrics: m }: { metrics: TradingMetrics }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('dashboard.metrics.none');
  const figures = useFigures();
  const money = (v: number | null) => (v === null ? none : figures.amount(v, m.currency));
  const signed = (v: number | null) => (v === null ? none : figures.result(v, m.currency));
  const profitShare = m.initialBalance > 0 ? figures.share((m.profit / m.initialBalance) * 100) : '';
  const tiles: Tile[] = [
    { key: 'balance', label: t('challenges.balance'), value: money(m.balance) },
    { key: 'equity', label: t('challenges.equity'), value: money(m.equity) },
    {
      key: 'profit',
      label: t('challenges.profit'),
      value: signed(m.profit),
      sub: profitShare,
      tone: toneOf(m.profit),
    },
    {
      key: 'winRate',
      label: t('dashboard.metrics.winRate'),
      value: m.winRate === null ? none : format.fraction(m.winRate),
      sub: t('dashboard.metrics.winsLosses', { wins: m.wins, losses: m.losses }),
    },
    {
      key: 'averageWin',
      label: t('dashboard.metrics.averageWin'),
      value: signed(m.averageWin),
      tone: toneOf(m.averageWin),
    },
    {
      key: 'averageLoss',
      label: t('dashboard.metrics.averageLoss'),
      value: signed(m.averageLoss),
      tone: toneOf(m.averageLoss),
    },
    {
      key: 'profitFactor',
      label: t('dashboard.metrics.profitFactor'),
      value: m.profitFactor === null ? none : format.number(m.profitFactor, 2),
    },
    { key: 'trades', label: t('dashboard.metrics.trades'), value: format.number(m.trades) },
    { key: 'lots', label: t('dashboard.metrics.lots'), value: format.number(m.lots, 2) },
    {
      key: 'bestTrade',
      label: t('dashboard.metrics.bestTrade'),
      value: signed(m.bestTrade),
      tone: toneOf(m.bestTrade),
    },
    {
      key: 'worstTrade',
      label: t('dashboard.metrics.worstTrade'),
      value: signed(m.worstTrade),
      tone: toneOf(m.worstTrade),
    },
    { key: 'tradingDays', label: t('challenges.tradingDays'), value: format.number(m.tradingDays) },
  ];
  return (
    <section className="card dashboard-card metrics-card" aria-labelledby="metrics-title">
      <div className="dashboard-card__head">
        <h2 id="metrics-title" className="dashboard-card__title">
          {t('challenges.metrics')}
        </h2>
        {m.frozenAt ? (
          <p className="muted-text" data-frozen-at={m.frozenAt}>
            {t('dashboard.metrics.atVerdict', { time: format.moment(m.frozenAt) })}
          </p>
        ) : (
          <p className="muted-text">
            {t('dashboard.metrics.lastUpdate')}: <time dateTime={m.lastUpdate}>{format.dateTime(m.lastUpdate)}</time>
          </p>
        )}
      </div>
      <FactTiles tiles={tiles} />
      <AfterVerdict metrics={m} />
    </section>
  );
}
