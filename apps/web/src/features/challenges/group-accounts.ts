import { ChallengeStatus, type TraderAccount, type TraderPackageType } from '@portal/contract';

export type AccountGroup = { group: string | null; items: TraderAccount[] };

/** The programme types present, in their natural order (for the filter). */
export function packageTypesOf(items: TraderAccount[]): TraderPackageType[] {
  const order: TraderPackageType[] = ['oneStep', 'twoStep', 'threeStep'];
  return order.filter((type) => items.some((item) => item.traderPackageType === type));
}

/** SPEC §4: an account the trader can trade now (stage 1-3, with or without KYC done). */
export function isActiveAccount(status: number): boolean {
  return (
    (status >= ChallengeStatus.Stage1KycSuccess && status <= ChallengeStatus.Stage3KycSuccess) ||
    (status >= ChallengeStatus.Stage1KycNeeded && status <= ChallengeStatus.Stage3KycNeeded)
  );
}

/** Accounts still trading first, then the finished ones; newest first within each. */
const byActivityThenNewest = (a: TraderAccount, b: TraderAccount) =>
  Number(isActiveAccount(b.status)) - Number(isActiveAccount(a.status)) || b.createdAt.localeCompare(a.createdAt);

/**
 * Home's sections: the accounts of the chosen programme type (all when null), active first and newest first,
 * in one section or, when the brand groups them, one section per group in the order the groups first appear.
 */
export function groupAccounts(
  items: TraderAccount[],
  options: { useGroups: boolean; type: TraderPackageType | null },
): AccountGroup[] {
  const shown = items
    .filter((item) => options.type === null || item.traderPackageType === options.type)
    .sort(byActivityThenNewest);
  if (!options.useGroups) return shown.length ? [{ group: null, items: shown }] : [];
  const groups = new Map<string, TraderAccount[]>();
  for (const item of shown) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, list]) => ({ group, items: list }));
}
