import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { defaultRiskParameters } from '../../domain/risk/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NewsSource } from '../evaluation/ingestion/news-source.ts';
import { detectAccounts } from './account-detection.ts';
import { detectCopying, type NewOpening } from './copy-detection.ts';
import { createRiskCasesWriter } from './risk-cases-writer.ts';
import { createRiskCopyPairsRepository } from './risk-copy-pairs.repository.ts';
import { createRiskCopyPartnersRepository } from './risk-copy-partners.repository.ts';
import { createRiskSettingsRepository } from './risk-settings.repository.ts';
import {
  createRiskDetectionRepository,
  positionKey,
  type Closing,
  type FeedRow,
  type Opening,
} from './risk-detection.repository.ts';

const DAY = 86_400_000;
/**
 * Fed deals taken by one transaction, at most. A quiet feed is taken whole; a deep one (detection behind a burst) in
 * batches this large, so each batch's own work — the partner summaries of every account it matched, read and
 * written once, its cases and rings — is spread over many deals: a dense crowd's batch is about a second's work.
 * The ingestion never waits on it; another pass does, and so does an analyst's decision on a case the batch has just
 * written (the decision locks the case's row) — for the rest of the batch at most.
 */
export const DETECTION_BATCH = 8000;
/**
 * Accounts scored for hedging and strategies per transaction: a crowd's month of positions (about 60 a trader)
 * read and weighed in a few hundred milliseconds.
 */
const RESCORE = 1000;
/** Stale pairs forgotten per batch: the clean-up keeps pace without ever making a batch slow. */
const FORGET_PER_BATCH = 1000;

/** Adds a deal to what its position gathered in this batch, or starts the position with it. */
function fold<T>(map: Map<string, T>, key: string, fresh: () => T, add: (known: T) => void): void {
  const known = map.get(key);
  if (known) add(known);
  else map.set(key, fresh());
}

/** The feed's deals as one opening and one closing per position (a pass may hold several deals of one). */
function positionsOf(feed: readonly FeedRow[]): { openings: Opening[]; closings: Closing[] } {
  const openings = new Map<string, Opening>();
  const closings = new Map<string, Closing>();
  for (const r of feed) {
    const key = positionKey(r.account_id, r.position_id);
    if (r.kind === 'open')
      fold(
        openings,
        key,
        () => ({
          accountId: r.account_id,
          positionId: r.position_id,
          brandId: r.brand_id,
          userId: r.user_id,
          symbol: r.symbol,
          side: r.side ?? 'buy',
          volume: r.volume,
          openedMs: r.at_ms,
          stopLoss: r.stop_loss,
          takeProfit: r.take_profit,
        }),
        (known) => {
          known.volume += r.volume;
          known.openedMs = Math.min(known.openedMs, r.at_ms);
        },
      );
    else
      fold(
        closings,
        key,
        () => ({
          accountId: r.account_id,
          positionId: r.position_id,
          volume: r.volume,
          profit: r.profit ?? 0,
          atMs: r.at_ms,
        }),
        (known) => {
          known.volume += r.volume;
          known.profit += r.profit ?? 0;
          known.atMs = Math.max(known.atMs, r.at_ms);
        },
      );
  }
  return { openings: [...openings.values()], closings: [...closings.values()] };
}

/**
 * The risk desk's live detection (docs/risk.md "How detection runs live"): takes what the ingestion fed, keeps
 * risk_positions, counts copy matches into risk_copy_pairs and writes the cases of signals 1–3. Each batch is one
 * transaction under the pass lock (risk_detection's row, SKIP LOCKED): a crash undoes it whole and the fed deals
 * are taken again, and two passes — on one instance or several — never work at once, so nothing is counted twice.
 * Signal 1 is counted batch by batch (a match is a fact of two openings); signals 2 and 3 weigh an account's whole
 * month, so the batches queue the accounts they touched and the pass scores each once after its batches.
 */
export function createRiskDetectionService(deps: { db: Db; clock: Clock; news: NewsSource; log: FastifyBaseLogger }) {
  const positions = createRiskDetectionRepository();
  const pairs = createRiskCopyPairsRepository();
  const partners = createRiskCopyPartnersRepository();
  const cases = createRiskCasesWriter();
  const settings = createRiskSettingsRepository();

  /** One transaction under the pass lock; null when another pass holds it. */
  function locked<T>(work: (tx: Queryable) => Promise<T>): Promise<T | null> {
    return deps.db.transaction(async (tx) => {
      if (!(await positions.lockPass(tx))) return null;
      await positions.withoutJit(tx);
      return work(tx);
    });
  }

  const parametersOf = (tx: Queryable, brands: readonly string[]) =>
    settings.parametersOf(tx, [...new Set(brands)], (brandId, err) =>
      deps.log.warn({ err, brandId }, 'risk parameters refused: detection uses the defaults'),
    );

  /** One batch of the feed: answers how many fed deals it took (0: none, or another pass holds the lock). */
  async function batch(limit = DETECTION_BATCH): Promise<number> {
    const taken = await locked(async (tx) => {
      const feed = await positions.takeFeed(tx, limit);
      const now = deps.clock.now();
      const nowMs = now.getTime();
      const brands = [...new Set(feed.map((r) => r.brand_id))];
      const paramsOf = await parametersOf(tx, brands);
      if (feed.length > 0) {
        const { openings, closings } = positionsOf(feed);
        const created = await positions.addDeals(tx, openings, closings);
        const fresh: NewOpening[] = openings
          .filter((o) => created.has(positionKey(o.accountId, o.positionId)))
          .map((o) => ({ ...o, side: o.side === 'sell' ? 'sell' : 'buy' }));
        await cases.upsert(tx, await detectCopying(tx, { positions, pairs, partners }, fresh, paramsOf, nowMs), now);
        await positions.queueRescore(
          tx,
          new Map(feed.map((r) => [r.account_id, { brandId: r.brand_id, userId: r.user_id }])),
        );
        await positions.recordPass(tx, fresh.length, now);
      }
      const horizons = new Map(brands.map((b) => [b, paramsOf(b).copy.forgetAfterDays * DAY]));
      await pairs.forgetStale(tx, nowMs, defaultRiskParameters.copy.forgetAfterDays * DAY, horizons, FORGET_PER_BATCH);
      return feed.length;
    });
    return taken ?? 0;
  }

  /** Signals 2 and 3 for queued accounts, at most `limit`: answers how many it scored. */
  async function score(limit = RESCORE): Promise<number> {
    const scored = await locked(async (tx) => {
      const touched = await positions.takeRescore(tx, limit);
      if (touched.size === 0) return 0;
      const now = deps.clock.now();
      const paramsOf = await parametersOf(
        tx,
        [...touched.values()].map((a) => a.brandId),
      );
      await cases.upsert(
        tx,
        await detectAccounts(tx, { positions, news: deps.news }, touched, paramsOf, now.getTime()),
        now,
      );
      return touched.size;
    });
    return scored ?? 0;
  }

  return {
    batch,
    /**
     * A pass: batches until the feed is empty (or `maxBatches`), so a burst is caught up at once, then the hedging
     * and strategies of the accounts they touched. Answers how many fed deals it took.
     */
    async pass(maxBatches = 50): Promise<number> {
      let taken = 0;
      for (let i = 0; i < maxBatches; i++) {
        const n = await batch();
        taken += n;
        if (n < DETECTION_BATCH) break;
      }
      for (let i = 0; i < maxBatches; i++) if ((await score()) < RESCORE) break;
      return taken;
    },
  };
}
export type RiskDetectionService = ReturnType<typeof createRiskDetectionService>;
