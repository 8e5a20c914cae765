import type { JournalStats } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useFigures } from '../../../shared/ui/use-figures.ts';
import { DashboardTable, NUM, type Column } from '../dashboard/column-heads.tsx';

const DRAWDOWN_COLUMNS: readonly Column[] = [
  ['journal.col.peakAt'],
  ['journal.col.depth', NUM],
  ['journal.col.troughAt'],
  ['journal.col.recovery', NUM],
];

/** The balance curve's drawdowns, deepest first: from which peak, how deep, and how long back to the peak. */
export function JournalDrawdowns({ stats }: { stats: JournalStats }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = useFigures();
  const { deepest, count } = stats.drawdowns;
  return (
    <div className="journal__block">
      <h3 id="journal-drawdowns" className="journal__subtitle">
        {t('dashboard.journal.drawdowns')}
      </h3>
      {count === 0 ? (
        <p className="muted-text">{t('dashboard.journal.noDrawdown')}</p>
      ) : (
        <>
          <p className="muted-text">{t('dashboard.journal.drawdownCount', { count, n: format.number(count) })}</p>
          <DashboardTable labelledBy="journal-drawdowns" columns={DRAWDOWN_COLUMNS}>
            {deepest.map((d) => (
              <tr key={d.peakAt}>
                <td>{format.dateTime(d.peakAt)}</td>
                <td className={`${NUM} is-negative`}>
                  {figures.result(-d.depth, stats.currency)} ({figures.share(d.depthRatio * 100)})
                </td>
                <td>{format.dateTime(d.troughAt)}</td>
                <td className={NUM}>
                  {d.recoveryMs === null ? t('dashboard.journal.notRecovered') : format.duration(d.recoveryMs)}
                </td>
              </tr>
            ))}
          </DashboardTable>
        </>
      )}
    </div>
  );
}
