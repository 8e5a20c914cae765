import {
  ResultCode,
  type AdminRiskCasesQuery,
  type AdminRiskDecisionRequest,
  type RiskCase,
  type RiskCaseAccount,
  type RiskCaseStatus,
  type RiskDecision,
  type RiskPairEvidence,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { isAffected } from '../../domain/evaluation/news-window.ts';
import { findRiskyStrategies, type RiskParameters } from '../../domain/risk/index.ts';
import { pairEvidence } from '../../domain/risk/pair-evidence.ts';
import { refuse } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertInScope, brandOfRow, inReach, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { BrandRow } from '../brands/brand.ts';
import { sharedMarks, type SharedMark } from '../risk/identity-links.ts';
import type { RiskSettingsRepository } from '../risk/risk-settings.repository.ts';
import type { AdminRiskRepository, CaseAccountRow, RiskCaseDbRow } from './admin-risk.repository.ts';
import { accountView, caseRowView, pairView, weighed, type WeighedPosition } from './risk-case-view.ts';

const STATUS_OF: Record<RiskDecision, RiskCaseStatus> = { watch: 'watched', clear: 'cleared', confirm: 'confirmed' };

/**
 * The block a confirmed case puts on its accounts: 18, BlockedByAnotherReason (SPEC §4). The abuse is found across
 * accounts by the risk desk, not by a rule of the account's own trading (15-17 name blocks of trades), and the
 * block is of this account only (16 and 17 also promise future accounts, which nothing here enforces).
 */
export const RISK_BLOCK_STATUS = 18;
/** Statuses a firm's block already holds: confirming again, or another case, blocks nothing twice. */
const FIRM_BLOCKED = new Set([15, 16, 17, 18]);

/** The most accounts of one case weighed pair by pair (a ring of 8 is 28 pairs), and the pairs laid out. */
const MAX_ACCOUNTS_WEIGHED = 8;
const MAX_PAIRS = 12;
const MINUTE = 60_000;

export type AdminRiskServiceDeps = {
  db: Db;
  clock: Clock;
  audit: Audit;
  adminRiskRepository: AdminRiskRepository;
  riskSettingsRepository: RiskSettingsRepository;
  brandsService: { byId(id: string): Promise<BrandRow> };
  /** the console's block of an account, inside the caller's transaction */
  blockAccount: (tx: Queryable, caller: AdminCaller, accountId: string, status: 18, reason: string) => Promise<unknown>;
  /** the console's rejection of a pending payout, inside the caller's transaction */
  rejectPayout: (
    tx: Queryable,
    caller: AdminCaller,
    payoutId: string,
    brand: BrandRow,
    reason: string,
  ) => Promise<unknown>;
};

/**
 * The risk desk's console (docs/risk.md): the cases detection opened, within the caller's brands, with the evidence
 * computed on read from the positions and marks detection keeps; an analyst's decision, and on a confirmation the
 * accounts' blocks and their payouts' rejections through the accounts' and payouts' own paths, in one transaction
 * with the decision and every audit entry.
 */
export function createAdminRiskService(deps: AdminRiskServiceDeps) {
  const { db, adminRiskRepository: repo } = deps;
  const reach = (caller: AdminCaller, id: string, q: Queryable = db, lock = false) =>
    inReach(caller, id, (id) => repo.byId(q, id, lock), brandOfRow);

  const parametersOf = (brandId: string) => deps.riskSettingsRepository.parameters(db, brandId);

  /** The evidence of every pair of the accounts, strongest first (at most `MAX_PAIRS`). */
  async function pairsOf(
    accounts: RiskCaseAccount[],
    positions: WeighedPosition[],
    params: RiskParameters,
    shared: SharedMark[],
  ): Promise<RiskPairEvidence[]> {
    const of = (id: string) => positions.filter((p) => p.accountId === id);
    const asOf = deps.clock.now().getTime();
    const pairs: { view: RiskPairEvidence; strength: number }[] = [];
    const weighedAccounts = accounts.slice(0, MAX_ACCOUNTS_WEIGHED);
    weighedAccounts.forEach((a, i) => {
      for (const b of weighedAccounts.slice(i + 1)) {
        const e = pairEvidence(
          { accountId: a.accountId, positions: of(a.accountId) },
          { accountId: b.accountId, positions: of(b.accountId) },
          params,
          asOf,
        );
        const view = pairView([a, b], e, shared);
        const strength = Math.max(e.copy.score, e.hedge.score, view.shared.length > 0 ? 1 : 0);
        // A pair of a case of two is its evidence whatever it shows; in a ring only the pairs that tie.
        if (strength > 0 || accounts.length === 2) pairs.push({ view, strength });
      }
    });
    return pairs
      .sort((x, y) => y.strength - x.strength)
      .slice(0, MAX_PAIRS)
      .map((p) => p.view);
  }

  /** Signal 3 per account: its positions against its own news rule and the high-impact news of its currencies. */
  async function findingsOf(accounts: CaseAccountRow[], positions: WeighedPosition[], params: RiskParameters) {
    if (positions.length === 0) return [];
    const times = positions.flatMap((p) => [p.openedAt, p.closedAt ?? p.openedAt]);
    const news = accounts.some((a) => a.news_rule)
      ? await repo.news(db, new Date(Math.min(...times) - 120 * MINUTE), new Date(Math.max(...times) + 120 * MINUTE))
      : [];
    return accounts.flatMap((account) => {
      const own = positions.filter((p) => p.accountId === account.account_id);
      const rule = account.news_rule;
      const symbols = [...new Set(own.map((p) => p.symbol))];
      const newsEvents = rule
        ? news.filter((n) => symbols.some((s) => isAffected(s, n.currency, rule))).map((n) => n.time.getTime())
        : [];
      const phaseRules = new Map([
        [
          account.account_id,
          {
            ...(rule ? { newsWindow: { beforeMinutes: rule.minutesBefore, afterMinutes: rule.minutesAfter } } : {}),
            weekendHoldingForbidden: account.weekend_forbidden,
          },
        ],
      ]);
      const found = findRiskyStrategies({
        positions: own,
        asOf: deps.clock.now().getTime(),
        newsEvents,
        phaseRules,
        params: params.strategy,
      });
      return found.flatMap((a) =>
        a.findings.map((f) => ({
          accountId: a.accountId,
          rule: f.rule,
          score: f.score,
          positionIds: [...f.evidence.positions],
          outOf: f.evidence.outOf,
        })),
      );
    });
  }

  async function full(c: RiskCaseDbRow): Promise<RiskCase> {
    const [accounts, held, decisions, changes, params] = await Promise.all([
      repo.accountsOf(db, [c.id]),
      repo.heldPayouts(db, [c.id]),
      repo.decisions(db, c.id),
      repo.changes(db, c.id),
      parametersOf(c.brand_id),
    ]);
    const views = accounts.map(accountView);
    const positions = (
      await repo.positions(
        db,
        accounts.map((a) => a.account_id),
      )
    ).map(weighed);
    const users = [...new Set(accounts.map((a) => a.user_id))];
    const shared = users.length >= 2 ? await sharedMarks(db, c.brand_id, users) : [];
    return {
      ...caseRowView(c, views, held.get(c.id) ?? 0),
      pairs: await pairsOf(views, positions, params, shared),
      findings: await findingsOf(accounts, positions, params),
      shared,
      decisions: decisions.map((d) => ({
        decision: d.decision,
        reason: d.reason,
        decidedBy: d.decided_by,
        decidedByType: d.decided_by_type,
        decidedAt: d.decided_at.toISOString(),
      })),
      changes: changes.map((ch) => ({ at: ch.at.toISOString(), added: ch.added, removed: ch.removed })),
    };
  }

  /** A confirmation's work: each account's pending payouts rejected, then the account blocked, in account order. */
  async function confirmIn(tx: Queryable, caller: AdminCaller, c: RiskCaseDbRow, brand: BrandRow, reason: string) {
    const accounts = (await repo.accountsOf(tx, [c.id])).sort((a, b) => (a.account_id < b.account_id ? -1 : 1));
    const payouts = await repo.pendingPayouts(
      tx,
      accounts.map((a) => a.account_id),
    );
    for (const account of accounts) {
      // The payouts first: their path locks the evaluation before the account, as the ingestion does.
      for (const p of payouts.filter((p) => p.account_id === account.account_id))
        await deps.rejectPayout(tx, caller, p.id, brand, reason);
      if (!FIRM_BLOCKED.has(account.status))
        await deps.blockAccount(tx, caller, account.account_id, RISK_BLOCK_STATUS, reason);
    }
  }

  return {
    async list(caller: AdminCaller, f: AdminRiskCasesQuery) {
      if (f.brandId) assertInScope(caller, f.brandId);
      const { rows, ...page } = await repo.page(db, caller.scope, f);
      return { ...page, items: rows.map((c) => caseRowView(c, c.accounts.map(accountView), c.held_payouts)) };
    },

    get: async (caller: AdminCaller, id: string) => full(await reach(caller, id)),

    async decide(caller: AdminCaller, id: string, input: AdminRiskDecisionRequest): Promise<RiskCase> {
      const first = await reach(caller, id);
      // Read before the transaction: the brand comes through its own connection (PGlite has one).
      const brand = await deps.brandsService.byId(first.brand_id);
      const status = STATUS_OF[input.decision];
      await db.transaction(async (tx) => {
        const c = await reach(caller, id, tx, true);
        // Deciding what the case already is does nothing: a second confirmation blocks and rejects nothing twice.
        if (c.status === status) return;
        // The blocks and rejections stand: lifting them is the accounts' and the payouts' own work, one by one.
        if (c.status === 'confirmed') refuse(ResultCode.RequestIsNotValid, { reason: 'confirmed' });
        const at = deps.clock.now();
        const by = (type: AdminCaller['actorType']) => (caller.actorType === type ? caller.actorId : null);
        await repo.decide(tx, {
          caseId: c.id,
          decision: input.decision,
          status,
          reason: input.reason,
          operatorId: by('operator'),
          apiKeyId: by('api_key'),
          at,
        });
        await deps.audit.record(tx, caller, {
          action: 'risk.decided',
          targetType: 'risk_case',
          targetId: c.id,
          brandId: c.brand_id,
          before: { status: c.status },
          after: { status, decision: input.decision, reason: input.reason },
        });
        if (status === 'confirmed') await confirmIn(tx, caller, c, brand, input.reason);
      });
      return full(await reach(caller, id));
    },

    async compare(caller: AdminCaller, a: string, b: string): Promise<RiskPairEvidence> {
      const ids = [a, b].filter(isUuid);
      const found = ids.length === 2 ? await repo.accounts(db, ids) : [];
      const [first, second] = [a, b].map((id) => found.find((r) => r.account_id === id.toLowerCase()));
      assertInScope(caller, first?.brand_id);
      assertInScope(caller, second?.brand_id);
      if (first!.account_id === second!.account_id) refuse(ResultCode.RequestIsNotValid, { reason: 'sameAccount' });
      const positions = (await repo.positions(db, [first!.account_id, second!.account_id])).map(weighed);
      const sameBrand = first!.brand_id === second!.brand_id;
      const shared =
        sameBrand && first!.user_id !== second!.user_id
          ? await sharedMarks(db, first!.brand_id, [first!.user_id, second!.user_id])
          : [];
      const [pair] = await pairsOf(
        [accountView(first!), accountView(second!)],
        positions,
        await parametersOf(first!.brand_id),
        shared,
      );
      return pair!;
    },

    async summary(caller: AdminCaller) {
      return { openAboveThreshold: await repo.openAboveThreshold(db, caller.scope) };
    },
  };
}
export type AdminRiskService = ReturnType<typeof createAdminRiskService>;
