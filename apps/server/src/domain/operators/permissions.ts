import { OPERATOR_ACTIONS, type OperatorAction, type OperatorRole } from '@portal/contract';

/**
 * Who may do what in the back office (docs/decisions/013-operators-and-admin-api.md). Pure data and checks:
 * the server asks `allows(role, action)` on every call, and the brand of the call's target against the
 * caller's scope. Placeholders (identity.decide, payouts.decide) are granted now so the later KYC and payout
 * queues only add endpoints.
 */
export type BrandScope = { all: true } | { all: false; brandIds: readonly string[] };

const READS: OperatorAction[] = ['overview.read', 'traders.read', 'accounts.read', 'orders.read'];
/** The firm's settings every role may look at (what traders are sold, how a brand is set up). */
const SETTINGS_READS: OperatorAction[] = ['catalogue.read', 'brands.read'];
// `accounts.import` (opening an account migrated from another platform) stays with owners and brand admins:
// it creates a funded-path account without payment, a decision support and finance do not take.

/** Actions no brand admin and no API key may have: they govern the whole firm's access. */
export const FIRM_WIDE_ACTIONS: readonly OperatorAction[] = ['apiKeys.manage', 'operators.manage'];

export const PERMISSIONS: Record<OperatorRole, readonly OperatorAction[]> = {
  owner: OPERATOR_ACTIONS,
  brand_admin: OPERATOR_ACTIONS.filter((a) => !FIRM_WIDE_ACTIONS.includes(a)),
  support: [...READS, ...SETTINGS_READS, 'traders.manage', 'accounts.block', 'identity.decide'],
  // Finance decides payouts, so it reads the bounds and methods they are checked against; owners and brand
  // admins change them (docs/decisions/029-payout-settings.md).
  finance: [...READS, ...SETTINGS_READS, 'orders.cancel', 'payouts.decide', 'payoutSettings.read'],
  // The risk desk decides cases; confirming one blocks accounts and rejects payouts through the case, not through
  // the accounts' or payouts' own actions, which stay with support and finance.
  risk: [...READS, ...SETTINGS_READS, 'risk.read', 'risk.decide'],
};

export const allows = (role: OperatorRole, action: OperatorAction): boolean => PERMISSIONS[role].includes(action);

/** Whether a target of `brandId` lies in the scope. */
export const inScope = (scope: BrandScope, brandId: string): boolean => scope.all || scope.brandIds.includes(brandId);

/** An owner sees every brand; everyone else the brands given to them. */
export const scopeOf = (role: OperatorRole, brandIds: readonly string[]): BrandScope =>
  role === 'owner' ? { all: true } : { all: false, brandIds };

/** Actions an API key may carry: everything but the firm-wide ones. */
export const apiKeyMayHave = (action: OperatorAction): boolean => !FIRM_WIDE_ACTIONS.includes(action);
