import { z } from 'zod';
import { adminAccountFields } from './admin-fields.ts';
import { adminBrandIdSchema } from './admin-paging.ts';
import { consoleListFields, cursorPageOf } from './admin-cursor-page.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';

/**
 * The risk desk (docs/risk.md): cases the detection opens from the ingestion stream and the traders' sessions,
 * the evidence behind each, and the analyst's decision.
 */
export const RISK_SIGNALS = ['copy', 'hedge', 'strategy', 'identity'] as const;
export const riskSignalSchema = z.enum(RISK_SIGNALS);
export type RiskSignal = z.infer<typeof riskSignalSchema>;

/** open: not decided yet; watched: decided to keep an eye on (payouts go on); cleared; confirmed: abuse. */
export const RISK_CASE_STATUSES = ['open', 'watched', 'cleared', 'confirmed'] as const;
export const riskCaseStatusSchema = z.enum(RISK_CASE_STATUSES);
export type RiskCaseStatus = z.infer<typeof riskCaseStatusSchema>;

export const RISK_DECISIONS = ['watch', 'clear', 'confirm'] as const;
export const riskDecisionSchema = z.enum(RISK_DECISIONS);
export type RiskDecision = z.infer<typeof riskDecisionSchema>;

/** The rules a case can rest on: the strategy rules of signal 3 and each signal's own. */
export const RISK_RULES = [
  'copy-trading',
  'copy-ring',
  'hedging',
  'news-window',
  'weekend-holding',
  'no-stop-loss',
  'scalping',
  'martingale',
  'one-big-win',
  'shared-ip',
  'shared-device',
  'shared-payout-destination',
  'shared-document',
] as const;
export const riskRuleSchema = z.enum(RISK_RULES);
export type RiskRule = z.infer<typeof riskRuleSchema>;

const score = z.number().min(0).max(1);

export const adminRiskCasesQuerySchema = z.object({
  brandId: adminBrandIdSchema.optional(),
  signal: riskSignalSchema.optional(),
  /** default: the undecided ones (open); `any`: every status */
  status: z.enum([...RISK_CASE_STATUSES, 'any']).optional(),
  /** only cases scoring at least this (0–1) */
  minScore: z.coerce.number().min(0).max(1).optional(),
  ...consoleListFields(),
});
export type AdminRiskCasesQuery = z.infer<typeof adminRiskCasesQuerySchema>;

/** An account a case involves, with its trader. */
export const riskCaseAccountSchema = z.object({
  accountId: z.string(),
  ...adminAccountFields,
  traderId: z.string(),
  traderEmail: z.string(),
  traderName: z.string(),
});
export type RiskCaseAccount = z.infer<typeof riskCaseAccountSchema>;

/** A case as the list shows it: highest score first. */
export const riskCaseRowSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  signal: riskSignalSchema,
  score,
  status: riskCaseStatusSchema,
  rules: z.array(riskRuleSchema),
  accounts: z.array(riskCaseAccountSchema),
  /** payouts of its accounts waiting for this case (Requested or Approved); none once decided or below threshold */
  heldPayouts: z.number().int().min(0),
  openedAt: z.string(),
  updatedAt: z.string(),
});
export type RiskCaseRow = z.infer<typeof riskCaseRowSchema>;
export const adminRiskCasesPageEnvelope = envelope(cursorPageOf(riskCaseRowSchema));

/** A case named from another screen (a payout's review): enough to show it and link to it. */
export const riskCaseRefSchema = z.object({
  id: z.string(),
  signal: riskSignalSchema,
  score,
  status: riskCaseStatusSchema,
  rules: z.array(riskRuleSchema),
  /** at or above the brand's threshold: the payout cannot be approved until the case is decided */
  holdsPayouts: z.boolean(),
});
export type RiskCaseRef = z.infer<typeof riskCaseRefSchema>;

/** One opening as a timeline shows it. */
export const riskTradeSchema = z.object({
  accountId: z.string(),
  positionId: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  volume: z.number(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** realised profit in minor units of the account's currency; null while open */
  profit: z.number().int().nullable(),
  stopLoss: z.number().nullable(),
});
export type RiskTrade = z.infer<typeof riskTradeSchema>;

/** Two openings of different traders' accounts matched as one order copied. */
export const riskCopyMatchSchema = z.object({
  leader: riskTradeSchema,
  follower: riskTradeSchema,
  secondsApart: z.number().min(0),
  /** the leader's size ÷ the follower's: 0.5 when the follower traded twice the leader's size */
  sizeRatio: z.number(),
});
/** Two positions held opposite on one symbol at the same time. */
export const riskHedgeOverlapSchema = z.object({
  long: riskTradeSchema,
  short: riskTradeSchema,
  overlapSeconds: z.number().min(0),
});
/** A value several traders share; shown masked (an address's last part, a destination's last four). */
export const riskSharedMarkSchema = z.object({
  kind: z.enum(['ip', 'device', 'payoutDestination', 'document']),
  shown: z.string(),
  traderIds: z.array(z.string()),
  lastSeenAt: z.string(),
});
export const riskFindingSchema = z.object({
  accountId: z.string(),
  rule: riskRuleSchema,
  score,
  /** the positions behind it, out of the trades weighed */
  positionIds: z.array(z.string()),
  outOf: z.number().int().min(0),
});

/** What ties two accounts: what the case screen lays out for each pair and the compare tool answers. */
export const riskPairEvidenceSchema = z.object({
  accounts: z.tuple([riskCaseAccountSchema, riskCaseAccountSchema]),
  copy: z.object({
    score,
    matches: z.array(riskCopyMatchSchema),
    days: z.number().int().min(0),
    shares: z.tuple([z.number(), z.number()]),
  }),
  hedge: z.object({
    score,
    overlaps: z.array(riskHedgeOverlapSchema),
    shares: z.tuple([z.number(), z.number()]),
  }),
  shared: z.array(riskSharedMarkSchema),
});
export type RiskPairEvidence = z.infer<typeof riskPairEvidenceSchema>;
export const riskPairEvidenceEnvelope = envelope(riskPairEvidenceSchema);

export const riskCaseDecisionSchema = z.object({
  decision: riskDecisionSchema,
  reason: z.string(),
  /** the operator's e-mail or the API key's name ('' when the operator or key was deleted since) */
  decidedBy: z.string(),
  /** who decided: an operator, an API key (shown "API key <name>"), or no longer known */
  decidedByType: z.enum(['operator', 'api_key']).nullable(),
  decidedAt: z.string(),
});

/** An account a ring change names: its id and login (an account that left is no longer among the case's). */
export const riskChangedAccountSchema = z.object({ accountId: z.string(), login: z.string() });

/** A copy ring's case followed its ring (docs/risk.md): the accounts that joined it and those that left, when. */
export const riskCaseChangeSchema = z.object({
  at: z.string(),
  added: z.array(riskChangedAccountSchema),
  removed: z.array(riskChangedAccountSchema),
});
export type RiskCaseChange = z.infer<typeof riskCaseChangeSchema>;

/**
 * One case in full: its pairs' evidence, each account's strategy findings, the shared marks, the decisions and
 * (a ring's) the changes of its accounts, oldest first.
 */
export const riskCaseSchema = riskCaseRowSchema.extend({
  pairs: z.array(riskPairEvidenceSchema),
  findings: z.array(riskFindingSchema),
  shared: z.array(riskSharedMarkSchema),
  decisions: z.array(riskCaseDecisionSchema),
  changes: z.array(riskCaseChangeSchema),
});
export type RiskCase = z.infer<typeof riskCaseSchema>;
export const riskCaseEnvelope = envelope(riskCaseSchema);

export const adminRiskDecisionRequestSchema = z.object({
  decision: riskDecisionSchema,
  /** the trader reads it when the decision confirms abuse (their accounts' block and payouts' rejection) */
  reason: textSchema().trim().min(3, 'validation.required').max(500, 'validation.maxSymbols'),
});
export type AdminRiskDecisionRequest = z.infer<typeof adminRiskDecisionRequestSchema>;

export const adminRiskCompareQuerySchema = z.object({
  a: textSchema().max(64),
  b: textSchema().max(64),
});

/** The console's badge: open cases at or above their brand's threshold, in the caller's brands. */
export const riskSummarySchema = z.object({ openAboveThreshold: z.number().int().min(0) });
export const riskSummaryEnvelope = envelope(riskSummarySchema);

/**
 * Every detection parameter of a brand (the server's `RiskParameters`, docs/risk-desk.md), by signal, with its
 * unit: ms and days of time, a count, a share or a score from 0 to 1, a factor. Each parameter's range is the
 * server's: a value out of it is refused 400/-200 naming the parameter.
 */
export const RISK_PARAMETER_UNITS = {
  copy: {
    windowMs: 'ms',
    sizeTolerance: 'share',
    minMatches: 'count',
    minDays: 'days',
    minScore: 'score',
    forgetAfterDays: 'days',
  },
  hedge: { minOverlapMs: 'ms', minOverlaps: 'count', minScore: 'score' },
  strategy: {
    weekendCloseMs: 'ms',
    weekendOpenMs: 'ms',
    minTrades: 'count',
    noStopLossShare: 'share',
    scalpMs: 'ms',
    scalpShare: 'share',
    martingaleFactor: 'factor',
    martingaleSteps: 'count',
    bigWinShare: 'share',
  },
  identity: {
    ipScore: 'score',
    deviceScore: 'score',
    payoutDestinationScore: 'score',
    documentScore: 'score',
    ipRecurrenceMs: 'ms',
    ipMaxTraders: 'count',
  },
} as const satisfies Record<RiskSignal, Record<string, RiskParameterUnit>>;
export type RiskParameterUnit = 'ms' | 'days' | 'count' | 'share' | 'score' | 'factor';

/** One zod shape per signal: each of its parameters with the same schema. */
function perParameter<T extends z.ZodType>(schema: T) {
  const section = <S extends RiskSignal>(signal: S) =>
    z
      .object(
        Object.fromEntries(Object.keys(RISK_PARAMETER_UNITS[signal]).map((name) => [name, schema])) as {
          [K in keyof (typeof RISK_PARAMETER_UNITS)[S]]: T;
        },
      )
      .strict();
  return {
    copy: section('copy'),
    hedge: section('hedge'),
    strategy: section('strategy'),
    identity: section('identity'),
  };
}

/** A setting as the firm has it (`value`) and as the portal ships it (`default`). */
export const riskSettingSchema = z.object({ value: z.number(), default: z.number() });

const settingsSections = perParameter(riskSettingSchema);
export const adminRiskSettingsSchema = z.object({
  brandId: z.string(),
  /** false: the brand has no settings of its own and detection uses the defaults */
  custom: z.boolean(),
  /** from this score an open case holds its accounts' payouts and alerts the brand's analysts */
  threshold: riskSettingSchema,
  parameters: z.object(settingsSections),
  updatedAt: z.string().nullable(),
});
export type AdminRiskSettings = z.infer<typeof adminRiskSettingsSchema>;
export const adminRiskSettingsEnvelope = envelope(adminRiskSettingsSchema);

const overrideSections = perParameter(z.number('validation.riskSetting').optional());
/**
 * POST /Risk/settings/:id: the brand's settings in full. The parameters are overrides (a parameter left out takes
 * its default); each is checked against its range by the server, which names the one refused.
 */
export const adminRiskSettingsUpdateRequestSchema = z.object({
  threshold: z.number('validation.riskSetting').min(0, 'validation.riskSetting').max(1, 'validation.riskSetting'),
  parameters: z
    .object({
      copy: overrideSections.copy.optional(),
      hedge: overrideSections.hedge.optional(),
      strategy: overrideSections.strategy.optional(),
      identity: overrideSections.identity.optional(),
    })
    .strict()
    .default({}),
});
export type AdminRiskSettingsUpdateRequest = z.input<typeof adminRiskSettingsUpdateRequestSchema>;
