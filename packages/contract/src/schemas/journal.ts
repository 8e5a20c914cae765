import { z } from 'zod';
import { cursorPageFields } from './admin-cursor-page.ts';
import { accountHistorySchema, closedTradeSchema, traderAccountQuerySchema } from './dashboard.ts';
import { envelope } from './envelope.ts';
import { multilineTextSchema, textSchema } from './fields.ts';
import { currencySchema, minorUnitsSchema } from './packages.ts';

/**
 * The trading journal (ours, issue 29 part 4): statistics of an account's closed trades beyond the dashboard's
 * grid, a note and tags on any closed trade, and the trades as CSV. Money in minor units (averages rounded to the
 * nearest unit), ratios as plain numbers, times UTC ISO-8601, durations in milliseconds.
 */
const money = minorUnitsSchema;
const time = z.string();

export const JOURNAL_NOTE_MAX_LENGTH = 2000;
export const JOURNAL_TAG_MAX_LENGTH = 32;
export const JOURNAL_TAGS_MAX = 10;
/** A tag: letters, digits, spaces, `-` and `_`, trimmed, 1–32 characters, compared as written. */
export const journalTagSchema = textSchema()
  .trim()
  .min(1, 'validation.required')
  .max(JOURNAL_TAG_MAX_LENGTH, 'validation.maxSymbols')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'validation.journalTag');

/** The statistics and the trades may be narrowed to the trades carrying one tag. */
export const journalQuerySchema = traderAccountQuerySchema.extend({ tag: journalTagSchema.optional() });
export type JournalQuery = z.infer<typeof journalQuerySchema>;

/** Totals of a group of trades: a win nets above zero, a loss below; a trade netting zero is neither. */
export const journalGroupSchema = z.object({
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  net: money,
  /** wins / trades; null without trades */
  winRate: z.number().nullable(),
  /** gross profit / gross loss; null without a loss */
  profitFactor: z.number().nullable(),
  /** net / trades; null without trades */
  expectancy: money.nullable(),
});
export type JournalGroup = z.infer<typeof journalGroupSchema>;

export const HOLDING_BUCKETS = ['lt1m', 'lt5m', 'lt15m', 'lt1h', 'lt4h', 'lt1d', 'lt1w', 'gte1w', 'unknown'] as const;
export type HoldingBucket = (typeof HOLDING_BUCKETS)[number];

/** A fall of the balance curve from a peak, its lowest point, and the trade that took it back to the peak. */
export const journalDrawdownSchema = z.object({
  peakAt: time,
  peak: money,
  troughAt: time,
  depth: money,
  /** depth / peak, 0 to 1 */
  depthRatio: z.number(),
  /** null while the curve is still below its peak */
  recoveredAt: time.nullable(),
  /** trough to recovery; null while not recovered */
  recoveryMs: z.number().nullable(),
});
export type JournalDrawdown = z.infer<typeof journalDrawdownSchema>;

export const journalStatsSchema = z.object({
  traderAccountId: z.string(),
  currency: currencySchema,
  /** the account's platform timezone, in which the heat map's weekdays and hours are counted */
  timezone: z.string(),
  tag: z.string().nullable(),
  /** every tag the account's trades carry, sorted */
  tags: z.array(z.string()),
  summary: journalGroupSchema.extend({
    grossProfit: money,
    grossLoss: money,
    avgWin: money.nullable(),
    /** a positive amount */
    avgLoss: money.nullable(),
    /** avgWin / avgLoss; null without a win or a loss */
    riskReward: z.number().nullable(),
  }),
  streaks: z.object({
    longestWin: z.number().int(),
    longestLoss: z.number().int(),
    current: z.object({ kind: z.enum(['win', 'loss', 'none']), length: z.number().int() }),
  }),
  bySymbol: z.array(journalGroupSchema.extend({ symbol: z.string() })),
  bySide: z.array(journalGroupSchema.extend({ side: z.enum(['buy', 'sell', 'unknown']) })),
  /** the non-empty cells: weekday 0 = Monday … 6 = Sunday, hour 0–23 of the close, in `timezone` */
  heatMap: z.array(
    z.object({ weekday: z.number().int(), hour: z.number().int(), trades: z.number().int(), net: money }),
  ),
  holding: z.array(journalGroupSchema.extend({ bucket: z.enum(HOLDING_BUCKETS) })),
  drawdowns: z.object({
    count: z.number().int(),
    max: journalDrawdownSchema.nullable(),
    current: journalDrawdownSchema.nullable(),
    /** the deepest ones, deepest first (at most ten) */
    deepest: z.array(journalDrawdownSchema),
  }),
});
export type JournalStats = z.infer<typeof journalStatsSchema>;
export const journalStatsEnvelope = envelope(journalStatsSchema);

/** The journal's trades at a position (a cursor from the previous answer, `last`, or none for the first). */
export const journalTradesQuerySchema = journalQuerySchema.extend(cursorPageFields({ size: 20, max: 100 }));
export const journalTradeSchema = closedTradeSchema.extend({ note: z.string(), tags: z.array(z.string()) });
export type JournalTrade = z.infer<typeof journalTradeSchema>;
/** A page of the journal's trades, how many the list has (of the tag), and the pages beside it (null at an end). */
export const journalTradesSchema = accountHistorySchema.extend({ items: z.array(journalTradeSchema) });
export type JournalTrades = z.infer<typeof journalTradesSchema>;
export const journalTradesEnvelope = envelope(journalTradesSchema);

/** A trade's note and tags, replaced as a whole; an empty note and no tags clear them. */
export const journalNoteRequestSchema = z.object({
  traderAccountId: textSchema().min(1).max(64),
  dealId: textSchema().min(1).max(64),
  note: multilineTextSchema().trim().max(JOURNAL_NOTE_MAX_LENGTH, 'validation.maxSymbols'),
  tags: z
    .array(journalTagSchema)
    .max(JOURNAL_TAGS_MAX, 'validation.journalTooManyTags')
    .transform((tags) => [...new Set(tags)]),
});
export type JournalNoteRequest = z.input<typeof journalNoteRequestSchema>;
export const journalNoteSchema = z.object({ dealId: z.string(), note: z.string(), tags: z.array(z.string()) });
export type JournalNote = z.infer<typeof journalNoteSchema>;
export const journalNoteEnvelope = envelope(journalNoteSchema);
