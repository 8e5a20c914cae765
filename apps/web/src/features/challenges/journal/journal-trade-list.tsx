import type { JournalTrade } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useFigures } from '../../../shared/ui/use-figures.ts';
import { CursorPagination, type CursorPages } from '@portal/ui/widgets/cursor-pagination.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { apiFailure } from '../../../shared/api/base-query.ts';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { useGetJournalTradesQuery } from '../api/journal-api.ts';
import { toneOf } from '../dashboard/fact-tiles.tsx';
import { NoteEditor } from './note-editor.tsx';
import '../../../shared/ui/muted-text.css';

const PAGE_SIZE = 20;

type Props = {
  traderAccountId: string;
  tag: string | undefined;
  /** the page's position (none: the newest trades) */
  cursor: string | undefined;
  go: CursorPages['go'];
  currency: string;
  tags: string[];
};

/** The journal's trades, newest first, a page at a position, each with its note and tags, editable in place. */
export function JournalTradeList({ traderAccountId, tag, cursor, go, currency, tags }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const trades = useGetJournalTradesQuery({
    traderAccountId,
    tag,
    ...(cursor === undefined ? {} : { cursor }),
    pageSize: PAGE_SIZE,
  });
  const data = trades.data;
  const failure = trades.isError ? apiFailure(trades.error) : null;
  // A position that failed (an edited or outdated link) tries again from the first page.
  const retry = () => (cursor === undefined ? void trades.refetch() : go(undefined));
  return (
    <div className="journal__block">
      <h3 id="journal-trades" className="journal__subtitle">
        {tag === undefined ? t('dashboard.journal.trades') : t('dashboard.journal.tradesTagged', { tag })}
      </h3>
      {failure && !data && (
        <RetryBanner onRetry={retry}>
          {t('dashboard.journal.loadFailed')} {t(failure.key)}
        </RetryBanner>
      )}
      {!failure && !data && <Skeleton height={160} radius="var(--radius-md)" />}
      {data && data.items.length === 0 && <p className="dashboard-card__empty">{t('dashboard.journal.noTagged')}</p>}
      {data && data.items.length > 0 && (
        <ul className="journal-trades" aria-labelledby="journal-trades">
          {data.items.map((trade) => (
            <JournalTradeItem
              key={trade.dealId}
              trade={trade}
              currency={currency}
              editing={editing === trade.dealId}
              onEdit={(open) => setEditing(open ? trade.dealId : null)}
              traderAccountId={traderAccountId}
              knownTags={tags}
            />
          ))}
        </ul>
      )}
      {data && <CursorPagination previous={data.previous} next={data.next} go={go} />}
    </div>
  );
}

type ItemProps = {
  trade: JournalTrade;
  currency: string;
  editing: boolean;
  onEdit: (open: boolean) => void;
  traderAccountId: string;
  knownTags: string[];
};

function JournalTradeItem({ trade, currency, editing, onEdit, traderAccountId, knownTags }: ItemProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = useFigures();
  const tone = toneOf(trade.net);
  // Closing the editor (saved, cancelled or Escape) gives the focus back to the button that opened it.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const side = trade.side ? t(`dashboard.history.${trade.side}`) : t('dashboard.metrics.none');
  return (
    <li className="journal-trade" data-deal={trade.dealId}>
      <div className="journal-trade__top">
        <span className="journal-trade__symbol">{trade.symbol}</span>
        <span className={`trade-side trade-side--${trade.side ?? 'none'}`}>{side}</span>
        <time className="muted-text" dateTime={trade.closeTime}>
          {format.dateTime(trade.closeTime)}
        </time>
        <span className={`journal-trade__net ${tone ? `is-${tone}` : ''}`}>{figures.result(trade.net, currency)}</span>
      </div>
      {editing ? (
        <NoteEditor
          traderAccountId={traderAccountId}
          trade={trade}
          knownTags={knownTags}
          onDone={() => onEdit(false)}
        />
      ) : (
        <div className="journal-trade__note">
          {trade.note && <p className="journal-trade__text">{trade.note}</p>}
          {trade.tags.length > 0 && (
            <ul className="journal-tags" aria-label={t('dashboard.journal.tags')}>
              {trade.tags.map((name) => (
                <li key={name} className="journal-tag">
                  {name}
                </li>
              ))}
            </ul>
          )}
          <button
            ref={editButton}
            type="button"
            className="btn btn--ghost journal-trade__edit"
            onClick={() => onEdit(true)}
            aria-label={t('dashboard.journal.editFor', {
              symbol: trade.symbol,
              time: format.dateTime(trade.closeTime),
            })}
          >
            {trade.note || trade.tags.length > 0 ? t('dashboard.journal.edit') : t('dashboard.journal.add')}
          </button>
        </div>
      )}
    </li>
  );
}
