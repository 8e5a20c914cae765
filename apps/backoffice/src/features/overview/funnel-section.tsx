import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { useFormat } from '../../shared/format/format.ts';
import type { Overview } from './api/overview-api.ts';
import { FigureLink } from './figure-link.tsx';
import { FunnelChart } from './funnel-chart.tsx';
import { OverviewTable } from './overview-table.tsx';
import type { SectionProps } from './section-props.ts';

type Step = Overview['funnel'][number];
/** Whether the funnel's counts open their lists: the traders list, or the accounts list for funded and phase 1. */
type FunnelProps = SectionProps & { canTraders: boolean; canAccounts: boolean };

/**
 * Sign-ups → buyers → phase 1 passed → funded → first payout in the period, with each step's rate; each count opens
 * its list but phase 1 passes (no account keeps when it passed).
 */
export function FunnelSection({ o, links, exported, canTraders, canAccounts }: FunnelProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const title = t('overview.funnelTitle');
  const count = (n: number) => f.number(n);
  const columns: Array<DataColumn<Step>> = [
    { label: t('overview.step'), rowHeader: true, cell: (s) => t(`overview.funnel.${s.step}`) },
    {
      label: t('overview.count'),
      cell: (s) => {
        const to = s.step === 'signUp' ? links.signUps : links.funnel[s.step];
        return to ? (
          <FigureLink to={to} allowed={s.step === 'funded' || s.step === 'phase1Passed' ? canAccounts : canTraders}>
            {count(s.count)}
          </FigureLink>
        ) : (
          count(s.count)
        );
      },
    },
    { label: t('overview.stepRate'), cell: (s) => f.percent(s.rate) },
  ];
  return (
    <SectionCard title={title} aside={exported('funnel', title)}>
      <div className="bo-chart-table">
        <FunnelChart
          title={t('overview.funnelCaption')}
          steps={o.funnel.map((s) => ({ key: s.step, label: t(`overview.funnel.${s.step}`), value: s.count }))}
          format={count}
        />
        <OverviewTable cards={false} title={title} columns={columns} rows={o.funnel} rowKey={(s) => s.step} />
      </div>
    </SectionCard>
  );
}
