import { ResultCode, type ResultCodeValue } from '@portal/contract';

/** What decides whether a code may be used on a package now (a row of discount_codes). */
export type DiscountCodeState = {
  isActive: boolean;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** null: every package of the brand */
  packageIds: readonly string[] | null;
  kind: 'percent' | 'fixed';
  /** the currency of a fixed amount */
  currency: string | null;
};

/**
 * SPEC §8 discount refusals, in the order a trader can act on them: unknown or switched off (-73), past its
 * expiry (-75), no uses left (-74), not for this package (-76). `usedCount` may already hold this order's own
 * use when `holdsUse` is set (a retried payment), so it is not counted twice.
 */
export function discountRefusal(
  code: DiscountCodeState | undefined,
  target: { packageId: string; currency: string; now: Date; holdsUse?: boolean },
): ResultCodeValue | null {
  if (!code || !code.isActive) return ResultCode.InvalidDiscountCode;
  if (code.expiresAt && code.expiresAt.getTime() <= target.now.getTime()) return ResultCode.DiscountCodeExpired;
  const used = code.usedCount - (target.holdsUse ? 1 : 0);
  if (code.usageLimit !== null && used >= code.usageLimit) return ResultCode.DiscountCodeUsageExceeded;
  if (code.packageIds && !code.packageIds.includes(target.packageId)) return ResultCode.DiscountCodeForOtherPackages;
  if (code.kind === 'fixed' && code.currency !== target.currency) return ResultCode.DiscountCodeForOtherPackages;
  return null;
}
