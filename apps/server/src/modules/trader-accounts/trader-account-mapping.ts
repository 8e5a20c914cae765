import type { ChallengeRules, TraderAccount } from '@portal/contract';
import type { PackageSnapshot } from '../packages/package-snapshot.ts';
import type { EvaluatedAccountRow, TraderAccountRow } from './trader-accounts.repository.ts';

/** The shapes the accounts service hands out, and how rows become them. */

export const toTraderAccount = (r: TraderAccountRow): TraderAccount => ({
  id: r.id,
  login: r.login,
  status: r.status,
  phase: r.is_funded ? null : r.stage,
  isFunded: r.is_funded,
  packageId: r.package_id,
  packageName: r.package_name,
  traderPackageType: r.trader_package_type,
  group: r.group_name,
  accountSize: r.account_size,
  currency: r.currency,
  platform: { id: r.platform_id, name: r.platform_name, type: r.platform_type, demoModeNote: r.demo_mode_note },
  orderId: r.order_id,
  importId: r.import_id,
  createdAt: r.created_at.toISOString(),
  metrics: {
    balance: r.balance,
    equity: r.equity,
    profit: r.balance - r.account_size,
    updatedAt: r.metrics_updated_at.toISOString(),
  },
});

/** An account as the evaluation sees it (docs/decisions/010-challenge-evaluation.md). */
export type EvaluatedAccount = {
  id: string;
  brandId: string;
  userId: string;
  orderId: string | null;
  platformId: string;
  login: string;
  /** 1..3 an evaluation phase; phases + 1 the funded stage */
  stage: number;
  isFunded: boolean;
  status: number;
  rules: ChallengeRules;
  accountSize: number;
  currency: string;
  createdAt: Date;
  /** the import an account without an order belongs to (docs/challenge-rules.md "Importing a migrated account") */
  importId: string | null;
  /**
   * An imported account's stages: until then the platform's bridge replays the import's past deals, and time
   * alone does not move the evaluation (docs/challenge-rules.md "Importing a migrated account"); null otherwise.
   */
  replayEndsAt: Date | null;
};

export const toEvaluated = (r: EvaluatedAccountRow): EvaluatedAccount => ({
  id: r.id,
  brandId: r.brand_id,
  userId: r.user_id,
  orderId: r.order_id,
  platformId: r.platform_id,
  login: r.login,
  stage: r.stage,
  isFunded: r.is_funded,
  status: r.status,
  rules: r.rules,
  accountSize: r.account_size,
  currency: r.currency,
  createdAt: r.created_at,
  importId: r.import_id,
  replayEndsAt: r.replay_ends_at,
});

/** An account the firm imports from another platform (a stage of a package, dated from its real start). */
export type AccountImportInput = {
  owner: { brandId: string; userId: string; email: string };
  snapshot: PackageSnapshot;
  /** 1..phases, or phases + 1 for the funded stage */
  stage: number;
  /** the login it had on the platform; generated when absent */
  login?: string;
  /** minor units: the account's size and starting balance */
  initialBalance: number;
  /** identity and contract approved before the import: the brand's KYC setting does not hold the account back */
  identityVerified?: boolean;
  startedAt: Date;
  importedAt: Date;
  /** when the import's replay is taken as over (the import's catch-up window) */
  replayEndsAt: Date;
  importedBy: unknown;
  importedFrom: string | null;
};
