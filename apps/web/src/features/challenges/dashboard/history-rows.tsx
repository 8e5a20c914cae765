import type { ClosedTrade } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Fact } from '../../../shared/ui/fact.tsx';
import '../../../shared/ui/list-table.css';
import { DashboardTable, NUM, type Column } from './column-heads.tsx';
import '../../../shared/ui/fact-rows.css';
import '../../../shared/ui/muted-text.css';

const HISTORY_COLUMNS: readonly Column[] = [
  ['history.symbol'],
  ['history.side'],
  ['history.volume', NUM],
  ['history.openTime'],
  ['history.openPrice', NUM],
  ['history.closeTime'],
  ['history.closePrice', NUM],
  ['history.costs', NUM],
  ['history.net', NUM],
];

type Props = { items: ClosedTrade[]; currency: string };

const tone = (minor: number) => (minor > 0 ? 'is-positive' : minor < 0 ? 'is-negative' : '');

function useTradeText(currency: string) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('dashboard.metrics.none');
  return {
    side: (trade: ClosedTrade) => (trade.side ? t(`dashboard.history.${trade.side}`) : none),
    time: (iso: string | null) => (iso ? format.dateTime(iso) : none),
    price: (price: number | null) => (price === null ? none : format.number(price, 5)),
    volume: (volume: number) => format.lots(volume),
    signed: (minor: number) => format.signedMoney(minor, currency),
  };
}

/** Closed trades on a desktop: one row each. */
export function HistoryTable({ items, currency }: Props) {
  const text = useTradeText(currency);
  return (
    <DashboardTable labelledBy="history-title" columns={HISTORY_COLUMNS}>
      {items.map((trade) => (
        <tr key={trade.dealId}>
          <th scope="row" className="data-table__symbol">
            {trade.symbol}
          </th>
          <td>
            <span className={`trade-side trade-side--${trade.side ?? 'none'}`}>{text.side(trade)}</span>
          </td>
          <td className="data-table__num">{text.volume(trade.volume)}</td>
          <td>{text.time(trade.openTime)}</td>
          <td className="data-table__num">{text.price(trade.openPrice)}</td>
          <td>{text.time(trade.closeTime)}</td>
          <td className="data-table__num">{text.price(trade.closePrice)}</td>
          <td className="data-table__num">{text.signed(trade.commission + trade.swap)}</td>
          <td className={`data-table__num data-table__strong ${tone(trade.net)}`}>{text.signed(trade.net)}</td>
        </tr>
      ))}
    </DashboardTable>
  );
}

/** Closed trades on a phone: one card each, the result first. */
export function HistoryCards({ items, currency }: Props) {
  const { t } = useTranslation();
  const text = useTradeText(currency);
  return (
    <ul className="trade-cards list-cards">
      {items.map((trade) => (
        <li key={trade.dealId} className="trade-card flow flow--2">
          <div className="trade-card__top">
            <span className="trade-card__symbol">{trade.symbol}</span>
            <span className={`trade-side trade-side--${trade.side ?? 'none'}`}>{text.side(trade)}</span>
            <span className="muted-text">
              {t('dashboard.history.lots', { count: trade.volume, volume: text.volume(trade.volume) })}
            </span>
            <span className={`trade-card__net money ${tone(trade.net)}`}>{text.signed(trade.net)}</span>
          </div>
          <dl className="trade-card__facts fact-rows">
            <Fact label={t('dashboard.history.open')}>
              {text.price(trade.openPrice)} · {text.time(trade.openTime)}
            </Fact>
            <Fact label={t('dashboard.history.close')}>
              {text.price(trade.closePrice)} · {text.time(trade.closeTime)}
            </Fact>
            <Fact label={t('dashboard.history.costs')}>{text.signed(trade.commission + trade.swap)}</Fact>
          </dl>
        </li>
      ))}
    </ul>
  );
}
