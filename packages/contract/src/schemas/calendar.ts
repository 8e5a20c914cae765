import { z } from 'zod';
import { envelope, listOf } from './envelope.ts';

/**
 * The economic calendar (SPEC §2 "Explore Economic News"): the firm's events, the same rows the news-trading rule
 * reads. Times are UTC ISO-8601; forecast, previous and actual are the publisher's text ("3.2%", "-15K", "1.25M").
 */
export const economicImpactSchema = z.enum(['low', 'medium', 'high']);
export type EconomicImpact = z.infer<typeof economicImpactSchema>;
export const ECONOMIC_IMPACTS = economicImpactSchema.options;

/** The longest span one request may ask for. */
export const ECONOMIC_CALENDAR_MAX_DAYS = 31;

const DAY_MS = 86_400_000;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const moment = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * `from` is inclusive and `to` exclusive, as instants; a bare date means midnight UTC, and a bare `to` date
 * includes that whole day. Lists are comma-separated: `impact=high,medium`, `currency=USD,EUR`.
 */
export const economicCalendarQuerySchema = z
  .object({
    from: moment,
    to: moment,
    impact: z
      .string()
      .regex(/^(low|medium|high)(,(low|medium|high))*$/, 'a comma list of low, medium, high')
      .optional(),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}(,[A-Za-z]{3}){0,29}$/, 'a comma list of three-letter currency codes')
      .optional(),
  })
  .superRefine((q, ctx) => {
    const { from, to } = economicCalendarRange(q);
    if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    else if (to - from > ECONOMIC_CALENDAR_MAX_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${ECONOMIC_CALENDAR_MAX_DAYS} days after from` });
  });
export type EconomicCalendarQuery = z.input<typeof economicCalendarQuerySchema>;

/** The query's range as epoch milliseconds, `from` inclusive and `to` exclusive. */
export function economicCalendarRange(q: { from: string; to: string }): { from: number; to: number } {
  const from = Date.parse(isoDate.test(q.from) ? `${q.from}T00:00:00Z` : q.from);
  const to = isoDate.test(q.to) ? Date.parse(`${q.to}T00:00:00Z`) + DAY_MS : Date.parse(q.to);
  return { from, to };
}

export const economicEventSchema = z.object({
  id: z.string(),
  time: z.string(),
  currency: z.string(),
  /** ISO 3166-1 alpha-2 (EU for the euro area), when known. */
  country: z.string().nullable(),
  title: z.string(),
  impact: economicImpactSchema,
  forecast: z.string().nullable(),
  previous: z.string().nullable(),
  /** Null until the figure is released. */
  actual: z.string().nullable(),
});
export type EconomicEvent = z.infer<typeof economicEventSchema>;

export const economicCalendarSchema = listOf(economicEventSchema);
export type EconomicCalendar = z.infer<typeof economicCalendarSchema>;
export const economicCalendarEnvelope = envelope(economicCalendarSchema);
