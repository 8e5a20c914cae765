import type { JournalGroup, JournalStats } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useFigures } from '../../../shared/ui/use-figures.ts';
import { DashboardTable, NUM, type Column } from '../dashboard/column-heads.tsx';
import { toneOf } from '../dashboard/fact-tiles.tsx';
import '../../../shared/ui/list-table.css';
import '../dashboard/data-tables.css';

const GROUP_COLUMNS: readonly Column[] = [
  ['journal.col.group'],
  ['journal.col.trades', NUM],
  ['journal.col.winRate', NUM],
  ['journal.col.profitFactor', NUM],
  ['journal.col.expectancy', NUM],
  ['journal.col.net', NUM],
];

type Row = JournalGroup & { key: string; label: string };

/**
 * Groups of trades as rows: how many, how often won, the profit factor, the expectancy and the net. `symbols`: the
 * rows are named by instrument codes, set in the code font as everywhere else; words stay in the text's.
 */
function GroupTable({
  id,
  title,
  rows,
  currency,
  symbols = false,
}: {
  id: string;
  title: string;
  rows: Row[];
  currency: string;
  symbols?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = useFigures();
  const none = t('dashboard.metrics.none');
  return (
    <div className="journal__block">
      <h3 id={id} className="journal__subtitle">
        {title}
      </h3>
      {/* six columns do not fit a phone: the table scrolls sideways inside its block, never the page */}
      <div className="journal__table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <DashboardTable labelledBy={id} columns={GROUP_COLUMNS}>
          {rows.map((g) => (
            <tr key={g.key} data-group={g.key}>
              <th scope="row" className={symbols ? 'data-table__symbol' : undefined}>
                {g.label}
              </th>
              <td className={NUM}>{format.number(g.trades)}</td>
              <td className={NUM}>{g.winRate === null ? none : format.fraction(g.winRate)}</td>
              <td className={NUM}>{g.profitFactor === null ? none : format.number(g.profitFactor, 2)}</td>
              <td className={`${NUM} ${toneOf(g.expectancy) ? `is-${toneOf(g.expectancy)}` : ''}`}>
                {g.expectancy === null ? none : figures.result(g.expectancy, currency)}
              </td>
              <td className={`${NUM} data-table__strong ${toneOf(g.net) ? `is-${toneOf(g.net)}` : ''}`}>
                {figures.result(g.net, currency)}
              </td>
            </tr>
          ))}
        </DashboardTable>
      </div>
    </div>
  );
}

/** The trades by symbol, and long against short. */
export function JournalGroups({ stats }: { stats: JournalStats }) {
  const { t } = useTranslation();
  return (
    <>
      <GroupTable
        id="journal-symbols"
        title={t('dashboard.journal.bySymbol')}
        currency={stats.currency}
        symbols
        rows={stats.bySymbol.map((g) => ({ ...g, key: g.symbol, label: g.symbol }))}
      />
      <GroupTable
        id="journal-sides"
        title={t('dashboard.journal.bySide')}
        currency={stats.currency}
        rows={stats.bySide.map((g) => ({ ...g, key: g.side, label: t(`dashboard.journal.side.${g.side}`) }))}
      />
    </>
  );
}

/** How long the trades were held: a bar per duration, as long as its share of the trades, with its net. */
export function JournalHolding({ stats }: { stats: JournalStats }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = useFigures();
  const most = Math.max(1, ...stats.holding.map((h) => h.trades));
  return (
    <div className="journal__block">
      <h3 id="journal-holding" className="journal__subtitle">
        {t('dashboard.journal.holding')}
      </h3>
      <ul className="journal__bars" aria-labelledby="journal-holding">
        {stats.holding.map((h) => (
          <li key={h.bucket} className="journal__bar-row" data-bucket={h.bucket}>
            <span className="journal__bar-label">{t(`dashboard.journal.bucket.${h.bucket}`)}</span>
            <span className="journal__bar-track" aria-hidden="true">
              <span
                className={`journal__bar journal__bar--${toneOf(h.net) ?? 'neutral'}`}
                style={{ inlineSize: `${(h.trades / most) * 100}%` }}
              />
            </span>
            <span className="journal__bar-value">
              {t('dashboard.journal.tradesCount', { count: h.trades, n: format.number(h.trades) })}
              {' · '}
              <span className={`money ${toneOf(h.net) ? `is-${toneOf(h.net)}` : ''}`}>
                {figures.result(h.net, stats.currency)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
