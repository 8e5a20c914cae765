import { ChallengeStatus, type ColourVariant, type Objective, type TraderAccount } from '@portal/contract';

/**
 * How worrying a share of a loss limit in use is: under half is fine, up to 80 % a warning, beyond that
 * (or a limit already reached) danger. The loss objectives and the "room left" cards share it.
 */
export function lossVariant(used: number, limit: number | null | undefined): ColourVariant {
  if (!limit || limit <= 0) return 'neutral';
  const share = used / limit;
  if (share >= 0.8) return 'negative';
  if (share >= 0.5) return 'warning';
  return 'positive';
}

/** A rule's objective among the phase's, typed by its rule. */
export function objectiveOf<R extends Objective['rule']>(
  objectives: Objective[] | undefined,
  rule: R,
): Extract<Objective, { rule: R }> | undefined {
  return objectives?.find((o): o is Extract<Objective, { rule: R }> => o.rule === rule);
}

/** SPEC §4: the firm blocked the account (15-18); 19 (news) and 14 are the rule engine's. */
export const isBlockedByFirm = (status: number) =>
  status >= ChallengeStatus.BlockedByBlockTrades && status <= ChallengeStatus.BlockedByAnotherReason;

/** A last phase passed while the trader still has to verify their identity (10-12). */
export const needsKycAfterPass = (status: number) =>
  status >= ChallengeStatus.Phase1CompletedKycNeeded && status <= ChallengeStatus.Phase3CompletedKycNeeded;

/**
 * The account that a passed phase opened: of the same order, the next phase, or the funded account after the
 * last one (docs/decisions/010).
 */
export function nextAccountOf(accounts: TraderAccount[], current: TraderAccount | undefined, phase: number | null) {
  // The stages of one challenge share its order, or its import for an account migrated from another platform.
  const lineage = (a: TraderAccount) => a.orderId ?? a.importId;
  if (!current || !lineage(current) || phase === null) return undefined;
  const sameOrder = accounts.filter((a) => lineage(a) === lineage(current) && a.id !== current.id);
  return sameOrder.find((a) => a.phase === phase + 1) ?? sameOrder.find((a) => a.isFunded);
}
