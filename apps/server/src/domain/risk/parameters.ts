/**
 * The risk desk's knobs, per brand. docs/risk.md gives each default's reason: what a copy ring or a hedged pair
 * looks like next to independent traders who read the same news and trade the same setups.
 */
export interface RiskParameters {
  readonly copy: {
    /** Two openings this close (ms) can be one order copied; copy tools and manual mirroring land in seconds. */
    readonly windowMs: number;
    /** A match's size ratio may differ from the pair's usual ratio by this fraction (0.2 = ±20 %). */
    readonly sizeTolerance: number;
    /** A pair is flagged from this many proportional matches … */
    readonly minMatches: number;
    /** … spread over at least this many UTC days (one busy news day is not a habit) … */
    readonly minDays: number;
    /** … and from this score (geometric mean of both accounts' matched shares): copying is a real part of both. */
    readonly minScore: number;
    /** A pair with no match for this many days is forgotten (its case stays): the live pair table does not grow forever. */
    readonly forgetAfterDays: number;
  };
  readonly hedge: {
    /** Opposite positions overlapping less than this (ms) are ignored: a reversal is not a hedge. */
    readonly minOverlapMs: number;
    /** A pair is flagged only after this many opposite overlaps: one long coincidence is not a scheme. */
    readonly minOverlaps: number;
    /** A pair is flagged from this score (geometric mean of both accounts' hedged shares). */
    readonly minScore: number;
  };
  readonly strategy: {
    /** The weekend close, as ms after Monday 00:00 UTC (Friday 21:00 UTC by default) … */
    readonly weekendCloseMs: number;
    /** … and the reopening (Sunday 21:00 UTC by default). */
    readonly weekendOpenMs: number;
    /** The share rules (no stop loss, scalping) speak only from this many trades: 1 of 2 is not a habit. */
    readonly minTrades: number;
    /** Flag when at least this share of the account's trades had no stop loss. */
    readonly noStopLossShare: number;
    /** A trade held less than this (ms) is a scalp … */
    readonly scalpMs: number;
    /** … and the account is flagged when at least this share of its closed trades are. */
    readonly scalpShare: number;
    /** A martingale step: after a loss the next trade's lots are at least this multiple of the losing trade's … */
    readonly martingaleFactor: number;
    /** … and the account is flagged from this many steps. */
    readonly martingaleSteps: number;
    /** Flag when the largest winning trade is at least this share of a positive total profit. */
    readonly bigWinShare: number;
  };
  readonly identity: {
    /** A case's score when traders share an address: weak alone (households, offices, carriers' NAT, VPNs). */
    readonly ipScore: number;
    /** … a device (the web app's id): one browser profile, strong. */
    readonly deviceScore: number;
    /** … a payout destination (IBAN, account, wallet): the money goes to one person. */
    readonly payoutDestinationScore: number;
    /** … an identity document (a scan, a number): one person. */
    readonly documentScore: number;
    /** A trader counts on a shared address once seen with it at least this long (ms) apart: a habit, not a visit. */
    readonly ipRecurrenceMs: number;
    /** An address shared by more traders than this is a public network (VPN exit, carrier NAT) and says nothing. */
    readonly ipMaxTraders: number;
  };
}

export const defaultRiskParameters: RiskParameters = {
  copy: { windowMs: 60_000, sizeTolerance: 0.2, minMatches: 10, minDays: 3, minScore: 0.2, forgetAfterDays: 30 },
  hedge: { minOverlapMs: 60_000, minOverlaps: 3, minScore: 0.3 },
  strategy: {
    weekendCloseMs: (4 * 24 + 21) * 3_600_000,
    weekendOpenMs: (6 * 24 + 21) * 3_600_000,
    minTrades: 10,
    noStopLossShare: 0.5,
    scalpMs: 60_000,
    scalpShare: 0.5,
    martingaleFactor: 2,
    martingaleSteps: 3,
    bigWinShare: 0.5,
  },
  identity: {
    ipScore: 0.3,
    deviceScore: 0.7,
    payoutDestinationScore: 0.9,
    documentScore: 0.95,
    ipRecurrenceMs: 86_400_000,
    ipMaxTraders: 10,
  },
};

const WEEK_MS = 7 * 86_400_000;
type Range = readonly [min: number, max: number, whole?: 'whole'];
const SHARE: Range = [Number.MIN_VALUE, 1];
const POSITIVE_WHOLE: Range = [1, Number.MAX_SAFE_INTEGER, 'whole'];
const IN_WEEK: Range = [0, WEEK_MS - 1, 'whole'];

/** What each parameter may be: a window of 0 ms would put every opening in one bucket, a share above 1 never fires. */
const RANGES: { readonly [S in keyof RiskParameters]: { readonly [K in keyof RiskParameters[S]]: Range } } = {
  copy: {
    windowMs: POSITIVE_WHOLE,
    sizeTolerance: [0, 0.99],
    minMatches: POSITIVE_WHOLE,
    minDays: POSITIVE_WHOLE,
    minScore: [0, 1],
    forgetAfterDays: POSITIVE_WHOLE,
  },
  hedge: { minOverlapMs: [0, Number.MAX_SAFE_INTEGER, 'whole'], minOverlaps: POSITIVE_WHOLE, minScore: [0, 1] },
  strategy: {
    weekendCloseMs: IN_WEEK,
    weekendOpenMs: IN_WEEK,
    minTrades: POSITIVE_WHOLE,
    noStopLossShare: SHARE,
    scalpMs: POSITIVE_WHOLE,
    scalpShare: SHARE,
    martingaleFactor: [1.01, 100],
    martingaleSteps: POSITIVE_WHOLE,
    bigWinShare: SHARE,
  },
  identity: {
    ipScore: [0, 1],
    deviceScore: [0, 1],
    payoutDestinationScore: [0, 1],
    documentScore: [0, 1],
    ipRecurrenceMs: [0, 90 * 86_400_000, 'whole'],
    ipMaxTraders: [2, 10_000, 'whole'],
  },
};

/** A parameter out of its range, named as `signal.name` (the console's field). */
export class RiskParameterError extends RangeError {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A brand's parameters: the defaults with its overrides, one signal at a time. A value out of its range throws a
 * RangeError naming it, so a wrong setting is refused where it is saved rather than silencing or flooding a signal.
 */
export function riskParameters(overrides: {
  readonly copy?: Partial<RiskParameters['copy']>;
  readonly hedge?: Partial<RiskParameters['hedge']>;
  readonly strategy?: Partial<RiskParameters['strategy']>;
  readonly identity?: Partial<RiskParameters['identity']>;
}): RiskParameters {
  const params: RiskParameters = {
    copy: { ...defaultRiskParameters.copy, ...overrides.copy },
    hedge: { ...defaultRiskParameters.hedge, ...overrides.hedge },
    strategy: { ...defaultRiskParameters.strategy, ...overrides.strategy },
    identity: { ...defaultRiskParameters.identity, ...overrides.identity },
  };
  for (const signal of Object.keys(RANGES) as (keyof RiskParameters)[]) {
    const values = params[signal] as Record<string, number>;
    for (const [name, [min, max, whole]] of Object.entries(RANGES[signal] as Record<string, Range>)) {
      const value = values[name];
      if (typeof value !== 'number' || !(value >= min && value <= max) || (whole && !Number.isInteger(value)))
        throw new RiskParameterError(
          `${signal}.${name}`,
          `risk parameter ${signal}.${name} is ${String(value)}: expected ${whole ? 'a whole number ' : ''}from ${min} to ${max}`,
        );
    }
  }
  return params;
}
