import type { ChallengeRules, PackagePhase, ScalingPlan, SecondChance, TraderPackageType } from '@portal/contract';
import type { PackageRow } from './package-row.ts';

/** What was bought, kept on the order as it was at purchase: later catalogue changes never alter it. */
export type PackageSnapshot = {
  id: string;
  name: string;
  accountSize: number;
  currency: string;
  platformId: string;
  platformName: string;
  platformType: 0 | 1 | 2 | 3;
  platformServer: string | null;
  traderPackageType: TraderPackageType;
  group: string;
  phases: PackagePhase[];
  funded: ChallengeRules;
  /** absent in an order placed before plans existed: none */
  scalingPlan?: ScalingPlan | null;
  leverage: number;
  profitSplitPercent: number;
  /** absent from orders placed before the package could have one (migration 0057): none */
  secondChance?: SecondChance | null;
};

export const snapshotOf = (p: PackageRow): PackageSnapshot => ({
  id: p.id,
  name: p.name,
  accountSize: p.account_size,
  currency: p.currency,
  platformId: p.platform_id,
  platformName: p.platform_name,
  platformType: p.platform_type,
  platformServer: p.platform_server,
  traderPackageType: p.trader_package_type,
  group: p.group_name,
  phases: p.phases,
  funded: p.funded_rules,
  scalingPlan: p.scaling_plan,
  leverage: p.leverage,
  profitSplitPercent: p.profit_split_percent,
  secondChance: p.second_chance,
});
