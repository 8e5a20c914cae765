import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { useFormat } from '../../shared/format/format.ts';
import type { Overview } from './api/overview-api.ts';
import { FigureLink } from './figure-link.tsx';
import { OverviewTable } from './overview-table.tsx';
import type { SectionProps } from './section-props.ts';

type Outcome = Overview['outcomes'][number];
/** A section of the overview over the accounts: its figures, links and exports, and whether its links open. */
type AccountsSection = SectionProps & { canAccounts: boolean };

/** Accounts now per package and phase: trading, passed, failed (each opens the accounts list), the rates. */
export function OutcomesSection({ o, links, exported, canAccounts }: AccountsSection) {
  const { t } = useTranslation();
  const f = useFormat();
  const linked = (r: Outcome, outcome: 'trading' | 'passed' | 'failed') => (
    <FigureLink to={links.accounts({ packageId: r.packageId, phase: r.phase, outcome })} allowed={canAccounts}>
      {f.number(r[outcome])}
    </FigureLink>
  );
  const columns: Array<DataColumn<Outcome>> = [
    { label: t('overview.package'), rowHeader: true, cell: (r) => r.packageName || r.packageId },
    {
      label: t('overview.phase'),
      nowrap: true,
      cell: (r) => (r.phase === 'funded' ? t('overview.fundedPhase') : t('overview.phaseN', { phase: r.phase })),
    },
    { label: t('overview.trading'), cell: (r) => linked(r, 'trading') },
    { label: t('overview.passed'), cell: (r) => linked(r, 'passed') },
    { label: t('overview.failed'), cell: (r) => linked(r, 'failed') },
    { label: t('overview.passRate'), cell: (r) => f.percent(r.passRate) },
    { label: t('overview.breachRate'), cell: (r) => f.percent(r.breachRate) },
  ];
  return (
    <SectionCard title={t('overview.outcomes')} aside={exported('outcomes', t('overview.outcomes'))}>
      <OverviewTable
        title={t('overview.outcomes')}
        notReady={<p className="bo-muted">{t('overview.noAccounts')}</p>}
        columns={columns}
        rows={o.outcomes}
        rowKey={(r) => `${r.packageId}-${r.phase}`}
      />
    </SectionCard>
  );
}

/**
 * The accounts that ended in the period: passed and failed, the days they lasted, the rules that failed them; each
 * count opens the accounts it counts (the days are averages, which no list counts).
 */
export function EndingsCard({ o, links, exported, canAccounts }: AccountsSection) {
  const { t } = useTranslation();
  const f = useFormat();
  const e = o.endings;
  const linked = (n: number, to: string) => (
    <FigureLink to={to} allowed={canAccounts}>
      {f.number(n)}
    </FigureLink>
  );
  const pairs: Array<[string, ReactNode]> = [
    ['endedPassed', linked(e.passed, links.ended('passed'))],
    ['daysPassed', f.number(e.passedDays, 1)],
    ['endedFailed', linked(e.failed, links.ended('failed'))],
    ['daysFailed', f.number(e.failedDays, 1)],
  ];
  return (
    <SectionCard title={t('overview.endings')}>
      <dl className="bo-pairs">
        {pairs.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`overview.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="bo-section-head">
        <h3 className="bo-sub-title">{t('overview.failedByRule')}</h3>
        {exported('failedByRule', t('overview.failedByRule'))}
      </div>
      {e.failedByRule.length === 0 ? (
        <p className="bo-muted">{t('overview.noFailures')}</p>
      ) : (
        <dl className="bo-pairs">
          {e.failedByRule.map((r) => (
            <div key={r.rule}>
              <dt>{t(`rule.${r.rule}`, { defaultValue: r.rule })}</dt>
              <dd>{linked(r.count, links.ended('failed', { rule: r.rule }))}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}
