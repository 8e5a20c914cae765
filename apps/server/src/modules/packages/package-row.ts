import type { ChallengeRules, PackagePhase, ScalingPlan, SecondChance, TraderPackageType } from '@portal/contract';

/** What a package offers, as its columns store it: the trader's catalogue and the back office read them alike. */
export type PackageTerms = {
  name: string;
  account_size: number;
  currency: string;
  price: number;
  platform_id: string;
  trader_package_type: TraderPackageType;
  group_name: string;
  phases: PackagePhase[];
  funded_rules: ChallengeRules;
  scaling_plan: ScalingPlan | null;
  profit_split_percent: number;
  leverage: number;
  refundable_fee: boolean;
  is_popular: boolean;
  /** a free retry and a paid reset (migration 0057); null: neither */
  second_chance: SecondChance | null;
};

/** A package's terms as the API names them; each reader shapes the platform, phases and funded rules its own way. */
export const termsView = (r: PackageTerms) => ({
  name: r.name,
  accountSize: r.account_size,
  currency: r.currency,
  price: r.price,
  traderPackageType: r.trader_package_type,
  group: r.group_name,
  profitSplitPercent: r.profit_split_percent,
  leverage: r.leverage,
  refundableFee: r.refundable_fee,
  isPopular: r.is_popular,
});

/** A package of the catalogue as stored, with its platform; the shape other modules' services receive. */
export type PackageRow = PackageTerms & {
  id: string;
  code: string;
  platform_name: string;
  platform_type: 0 | 1 | 2 | 3;
  platform_server: string | null;
  demo_mode_note: boolean;
};

export type PlatformRow = {
  id: string;
  name: string;
  type: 0 | 1 | 2 | 3;
  adapter: string;
  server_name: string | null;
  demo_mode_note: boolean;
  links: Partial<Record<'web' | 'ios' | 'android' | 'windows' | 'mac', string>>;
};
