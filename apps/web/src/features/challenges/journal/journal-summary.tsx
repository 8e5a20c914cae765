import type { JournalStats } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useFigures } from '../../../shared/ui/use-figures.ts';
import { FactTiles, toneOf, type Tile } from '../dashboard/fact-tiles.tsx';

/** The journal's headline numbers: the ratios of the trades, the streaks and the deepest drawdown. */
export function JournalSummary({ stats }: { stats: JournalStats }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('dashboard.metrics.none');
  const s = stats.summary;
  const figures = useFigures();
  const signed = (v: number | null) => (v === null ? none : figures.result(v, stats.currency));
  const ratio = (v: number | null) => (v === null ? none : format.number(v, 2));
  const streak = stats.streaks.current;
  const max = stats.drawdowns.max;
  const tiles: Tile[] = [
    { key: 'trades', label: t('dashboard.metrics.trades'), value: format.number(s.trades) },
    {
      key: 'winRate',
      label: t('dashboard.metrics.winRate'),
      value: s.winRate === null ? none : format.fraction(s.winRate),
      sub: t('dashboard.metrics.winsLosses', { wins: s.wins, losses: s.losses }),
    },
    { key: 'profitFactor', label: t('dashboard.metrics.profitFactor'), value: ratio(s.profitFactor) },
    {
      key: 'expectancy',
      label: t('dashboard.journal.expectancy'),
      value: signed(s.expectancy),
      tone: toneOf(s.expectancy),
    },
    { key: 'avgWin', label: t('dashboard.metrics.averageWin'), value: signed(s.avgWin), tone: toneOf(s.avgWin) },
    {
      key: 'avgLoss',
      label: t('dashboard.metrics.averageLoss'),
      value: signed(s.avgLoss === null ? null : -s.avgLoss),
      tone: toneOf(s.avgLoss === null ? null : -s.avgLoss),
    },
    { key: 'riskReward', label: t('dashboard.journal.riskReward'), value: ratio(s.riskReward) },
    { key: 'net', label: t('dashboard.journal.net'), value: signed(s.net), tone: toneOf(s.net) },
    {
      key: 'longestWin',
      label: t('dashboard.journal.longestWin'),
      value: t('dashboard.journal.tradesCount', {
        count: stats.streaks.longestWin,
        n: format.number(stats.streaks.longestWin),
      }),
    },
    {
      key: 'longestLoss',
      label: t('dashboard.journal.longestLoss'),
      value: t('dashboard.journal.tradesCount', {
        count: stats.streaks.longestLoss,
        n: format.number(stats.streaks.longestLoss),
      }),
    },
    {
      key: 'currentStreak',
      label: t('dashboard.journal.currentStreak'),
      value:
        streak.kind === 'none'
          ? none
          : t(`dashboard.journal.streak.${streak.kind}`, { count: streak.length, n: format.number(streak.length) }),
      tone: streak.kind === 'win' ? 'positive' : streak.kind === 'loss' ? 'negative' : undefined,
    },
    {
      key: 'maxDrawdown',
      label: t('dashboard.journal.maxDrawdown'),
      value: max ? figures.result(-max.depth, stats.currency) : none,
      sub: max ? figures.share(max.depthRatio * 100) : undefined,
      tone: max ? 'negative' : undefined,
    },
  ];
  return <FactTiles tiles={tiles} className="journal__summary" />;
}
