import {
  currencyDigits,
  type JournalNote,
  type JournalStats,
  type JournalTrade,
  type JournalTrades,
} from '@portal/contract';
import type { Db } from '../../../db/client.ts';
import { csvLine } from '../../../lib/csv.ts';
import { addTrades, emptyTotals, type JournalTotals } from '../../../domain/journal/journal-totals.ts';
import { journalView } from '../../../domain/journal/journal-view.ts';
import type { EvaluationRow } from '../state/evaluations.repository.ts';
import { weekHourIn } from '../../../domain/journal/week-hour.ts';
import { invalidRequest } from '../../../domain/result.ts';
import type { EvaluatedAccount, TraderAccountsService } from '../../trader-accounts/trader-accounts.service.ts';
import type { EvaluationCache } from '../state/evaluation-cache.ts';
import { initialState } from '../state/evaluation-start.ts';
import type { EvaluationsRepository } from '../state/evaluations.repository.ts';
import { type JournalCursor, type JournalRepository, type StoredTotals } from './journal.repository.ts';

/** How many trades the export reads a statement: the reply is written as they come, never held whole. */
const EXPORT_PAGE = 1000;
/** The shape of the kept totals: a new field folded in needs every account's totals counted again. */
const TOTALS_SHAPE = 1;
// prettier-ignore
const CSV_HEAD = [
  'deal_id', 'position_id', 'symbol', 'side', 'volume', 'open_time', 'close_time', 'open_price', 'close_price',
  'profit', 'commission', 'swap', 'net', 'currency', 'note', 'tags',
];

/**
 * The trading journal of one of the trader's accounts (docs/journal.md): its statistics from the kept totals plus
 * the trades closed since, a note and tags on a trade, and the trades as CSV. Every call is scoped by brand and
 * owner: another trader's account answers -50, as the dashboard does.
 */
export function createJournalService(deps: {
  db: Db;
  journalRepository: JournalRepository;
  evaluationsRepository: EvaluationsRepository;
  traderAccountsService: TraderAccountsService;
  cache?: EvaluationCache;
}) {
  const { db, journalRepository: repo, cache } = deps;
  const owned = (brandId: string, userId: string, id: string) => deps.traderAccountsService.owned(brandId, userId, id);

  /** The account's evaluation state row, from memory when kept. */
  async function stateRow(account: EvaluatedAccount): Promise<EvaluationRow | undefined> {
    const read = () => deps.evaluationsRepository.get(db, account.id);
    return cache ? cache.state(account.id, read) : read();
  }

  /** What the balance curve starts from: the phase's initial balance and start, as the evaluation keeps them. */
  async function curveStart(account: EvaluatedAccount, row?: EvaluationRow) {
    const state = (row ?? (await stateRow(account)))?.state ?? initialState(account);
    return { initialBalance: state.initialBalance, startMs: state.startTime };
  }

  const basisOf = (start: { initialBalance: number; startMs: number }, timezone: string) =>
    `v${TOTALS_SHAPE} ${start.initialBalance} ${start.startMs} ${timezone}`;

  /**
   * The totals over every closed trade: the kept ones, continued with the trades closed after their cursor. When
   * the count does not add up to the evaluation's (a trade stored late, dated before the cursor) or the basis moved,
   * they are counted again from the first trade. Kept again whenever a trade was folded in.
   */
  async function currentTotals(account: EvaluatedAccount, timezone: string): Promise<JournalTotals> {
    const start = await curveStart(account);
    const basis = basisOf(start, timezone);
    const [stored, expected] = await Promise.all([
      repo.totals(db, account.id),
      deps.evaluationsRepository.tradesCount(db, account.id),
    ]);
    const weekHour = weekHourIn(timezone);
    const usable = stored?.basis === basis && stored.trades <= expected ? stored : undefined;
    let kept: StoredTotals = usable ?? {
      basis,
      trades: 0,
      cursor: null,
      totals: emptyTotals(start.initialBalance, start.startMs),
    };
    let fresh = await repo.tradesAfter(db, account.id, kept.cursor);
    if (usable && usable.trades + fresh.length !== expected) {
      kept = { basis, trades: 0, cursor: null, totals: emptyTotals(start.initialBalance, start.startMs) };
      fresh = await repo.tradesAfter(db, account.id, null);
    }
    if (fresh.length === 0 && usable === kept) return kept.totals;
    const last = fresh.at(-1);
    const cursor: JournalCursor | null = last ? { closeMs: last.closeMs, dealId: last.dealId } : kept.cursor;
    const totals = addTrades(kept.totals, fresh, weekHour);
    await repo.saveTotals(db, account.id, { basis, trades: kept.trades + fresh.length, cursor, totals });
    return totals;
  }

  async function taggedTotals(account: EvaluatedAccount, timezone: string, tag: string) {
    const [start, trades] = await Promise.all([curveStart(account), repo.taggedTrades(db, account.id, tag)]);
    return addTrades(emptyTotals(start.initialBalance, start.startMs), trades, weekHourIn(timezone));
  }

  function csvRow(t: JournalTrade, currency: string) {
    // Amounts in the currency's units as numbers, so that a spreadsheet sums them.
    const amount = (minor: number) => minor / 10 ** currencyDigits(currency);
    // prettier-ignore
    return csvLine([
      t.dealId, t.positionId, t.symbol, t.side, t.volume, t.openTime, t.closeTime, t.openPrice, t.closePrice,
      amount(t.profit), amount(t.commission), amount(t.swap), amount(t.net), currency, t.note, t.tags.join(' | '),
    ]);
  }

  /** The statistics: the kept totals continued with the trades closed since, or a tag's trades folded afresh. */
  async function statistics(account: EvaluatedAccount, timezone: string, tag: string | undefined) {
    const [totals, tags] = await Promise.all([
      tag === undefined ? currentTotals(account, timezone) : taggedTotals(account, timezone, tag),
      repo.tags(db, account.id),
    ]);
    return { tags, view: journalView(totals) };
  }

  return {
    async stats(brandId: string, userId: string, id: string, tag?: string): Promise<JournalStats> {
      const account = await owned(brandId, userId, id);
      const timezone = account.rules.dayReset.timezone;
      const { tags, view } = await statistics(account, timezone, tag);
      return { traderAccountId: account.id, currency: account.currency, timezone, tag: tag ?? null, tags, ...view };
    },

    async trades(
      brandId: string,
      userId: string,
      id: string,
      q: { tag?: string | undefined; cursor?: string | undefined; pageSize: number },
    ): Promise<JournalTrades> {
      const account = await owned(brandId, userId, id);
      // The count the evaluation keeps (every trade), or the tagged trades' (one account's notes).
      const count = () =>
        q.tag === undefined
          ? deps.evaluationsRepository.tradesCount(db, account.id)
          : repo.taggedCount(db, account.id, q.tag);
      const page = await repo.page(db, account.id, q, count);
      return { items: page.rows, totalItems: page.count.value, next: page.next, previous: page.previous };
    },

    /** Replaces a trade's note and tags; a trade the account does not have is a bad request (-200). */
    async saveNote(brandId: string, userId: string, id: string, note: JournalNote): Promise<JournalNote> {
      const account = await owned(brandId, userId, id);
      const saved = await repo.saveNote(db, account.id, note);
      return saved ?? invalidRequest([{ path: 'dealId', message: 'validation.journalUnknownTrade' }]);
    },

    /**
     * The trades as CSV lines, newest first, read a page at a time as the reply is written. The account is
     * checked before the first line, so a refusal is still an envelope.
     */
    async exportCsv(brandId: string, userId: string, id: string, tag?: string): Promise<AsyncIterable<string>> {
      const account = await owned(brandId, userId, id);
      const lines = async function* () {
        yield `\uFEFF${csvLine(CSV_HEAD)}`;
        // A page a chunk: one write per thousand rows, not one per row.
        for await (const page of repo.batches(db, account.id, tag, EXPORT_PAGE))
          yield page.map((t) => csvRow(t, account.currency)).join('');
      };
      return lines();
    },
  };
}
export type JournalService = ReturnType<typeof createJournalService>;
