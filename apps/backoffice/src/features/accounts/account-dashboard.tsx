import { useTranslation } from 'react-i18next';
import type { Objective } from '@portal/contract';
import { ProgressBar } from '@portal/ui/widgets/progress-bar.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { Facts, SectionCard } from '../../shared/ui/record-page.tsx';
import { useAccountDashboardQuery } from './api/accounts-api.ts';

const GOOD = new Set(['ok', 'reached']);
const BAD = new Set(['breached', 'blocking']);

/** The account's objectives and metrics exactly as its trader's dashboard shows them. */
export function AccountDashboard({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { state, retry } = readState(useAccountDashboardQuery(accountId));
  if (state.status === 'loading') return <LoadingRows rows={4} height={40} />;
  if (state.status === 'failed') return <LoadFailed error={state.error} onRetry={retry} />;
  if (state.status === 'missing') return null;
  const { requirements: r, metrics: m } = state.data;
  const money = (n: number | null) => f.money(n, m.currency);
  const pct = f.percentValue;

  const figure = (o: Objective): { value: number; max: number; text: string } | null => {
    switch (o.rule) {
      case 'dailyLoss':
      case 'maxLoss':
        return {
          value: o.value,
          max: o.limit,
          text: t('dash.usedOf', { used: money(o.value), limit: money(o.limit) }),
        };
      case 'profitTarget':
        return {
          value: o.value,
          max: o.target,
          text: t('dash.madeOf', { made: money(o.value), target: money(o.target) }),
        };
      case 'tradingDays':
        return { value: o.value, max: o.min, text: t('dash.daysOf', { days: o.value, min: o.min }) };
      case 'maxCalendarDays':
        return { value: o.value, max: o.limit, text: t('dash.daysOf', { days: o.value, min: o.limit }) };
      case 'consistency':
        return { value: o.value ?? 0, max: 100, text: t('dash.shareOf', { share: pct(o.value), limit: pct(o.limit) }) };
      case 'newsTrading':
        return null;
    }
  };
  const detail = (o: Objective): string | null => {
    switch (o.rule) {
      case 'dailyLoss':
        return t('dash.floor', { floor: money(o.floor) });
      case 'maxLoss':
        return `${t('dash.floor', { floor: money(o.floor) })} · ${t(`dash.mode.${o.mode}`)}`;
      case 'newsTrading':
        return t('dash.news', { before: o.minutesBefore, after: o.minutesAfter });
      case 'maxCalendarDays':
        return t('dash.deadline', { at: f.when(o.deadline) });
      default:
        return null;
    }
  };

  const metrics: Array<[string, string]> = [
    [t('dash.initialBalance'), money(m.initialBalance)],
    [t('accountList.balance'), money(m.balance)],
    [t('accountList.equity'), money(m.equity)],
    [t('dash.profit'), money(m.profit)],
    [t('dash.dailyLossRoom'), money(m.dailyLossRoom)],
    [t('dash.maxLossRoom'), money(m.maxLossRoom)],
    [t('dash.trades'), t('dash.tradesValue', { trades: m.trades, wins: m.wins, losses: m.losses })],
    [t('dash.winRate'), f.percent(m.winRate)],
    [t('dash.profitFactor'), f.number(m.profitFactor, 2)],
    [t('dash.averageWin'), money(m.averageWin)],
    [t('dash.averageLoss'), money(m.averageLoss)],
    [t('dash.bestTrade'), money(m.bestTrade)],
    [t('dash.worstTrade'), money(m.worstTrade)],
    [t('dash.lots'), f.number(m.lots, 2)],
    [t('dash.tradingDays'), f.number(m.tradingDays)],
    [t('dash.lastUpdate'), f.when(m.lastUpdate)],
  ];

  return (
    <>
      <SectionCard
        title={t('dash.objectives')}
        aside={
          <StatusBadge
            variant={
              r.verdict.status === 'passed' ? 'positive' : r.verdict.status === 'failed' ? 'negative' : 'neutral'
            }
          >
            {t(`dash.verdict.${r.verdict.status}`)}
          </StatusBadge>
        }
      >
        {r.frozenAt && <p className="bo-muted">{t('dash.frozen', { at: f.when(r.frozenAt) })}</p>}
        {r.verdict.breach && (
          <p>
            {t('dash.breach', {
              rule: t(`rule.${r.verdict.breach.rule}`),
              at: f.when(r.verdict.breach.time),
              equity: money(r.verdict.breach.equity),
            })}
          </p>
        )}
        {r.objectives.length === 0 ? (
          <p className="bo-muted">{t('dash.noObjectives')}</p>
        ) : (
          <ul className="bo-objectives">
            {r.objectives.map((o) => {
              const fig = figure(o);
              const more = detail(o);
              const variant = GOOD.has(o.state) ? 'positive' : BAD.has(o.state) ? 'negative' : 'neutral';
              return (
                <li key={o.rule} className="bo-objective">
                  <div className="bo-section-head">
                    <strong>{t(`rule.${o.rule}`)}</strong>
                    <StatusBadge variant={variant}>{t(`dash.state.${o.state}`)}</StatusBadge>
                  </div>
                  {fig && (
                    <>
                      <ProgressBar
                        label={t(`rule.${o.rule}`)}
                        value={fig.value}
                        max={fig.max}
                        valueText={fig.text}
                        variant={variant}
                      />
                      <span className="bo-muted">{fig.text}</span>
                    </>
                  )}
                  {more && <span className="bo-muted">{more}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={t('dash.metrics')}>
        <Facts facts={metrics.map(([label, value]) => ({ label, value }))} />
        {m.afterVerdict && (
          <p className="bo-muted">
            {t('dash.afterVerdict', {
              trades: m.afterVerdict.trades,
              profit: money(m.afterVerdict.profit),
              balance: money(m.afterVerdict.balance),
              equity: money(m.afterVerdict.equity),
            })}
          </p>
        )}
      </SectionCard>
    </>
  );
}
