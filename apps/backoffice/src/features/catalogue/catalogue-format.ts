import type { ColourVariant, AdminDiscountCode } from '@portal/contract';
import type { TFunction } from 'i18next';

export type CodeStatus = 'active' | 'expired' | 'usedUp' | 'inactive';

/** A code's status as a trader meets it: switched off, past its expiry, or out of uses, else active. */
export function codeStatus(
  code: Pick<AdminDiscountCode, 'isActive' | 'expiresAt' | 'usageLimit' | 'usedCount'>,
  now = Date.now(),
): CodeStatus {
  if (!code.isActive) return 'inactive';
  if (code.expiresAt && new Date(code.expiresAt).getTime() <= now) return 'expired';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'usedUp';
  return 'active';
}

export const CODE_STATUS_VARIANT: Record<CodeStatus, ColourVariant> = {
  active: 'positive',
  expired: 'warning',
  usedUp: 'warning',
  inactive: 'muted',
};

/** The brand chosen in the URL (?brand=), else the operator's first brand. */
export const pickBrand = <B extends { id: string }>(brands: readonly B[], wanted: string | null): B | undefined =>
  brands.find((b) => b.id === wanted) ?? brands[0];

/** A code's use in words: "used 3 times" (no limit) or "3 of 100". */
export const codeUsage = (t: TFunction, code: Pick<AdminDiscountCode, 'usageLimit' | 'usedCount'>) =>
  code.usageLimit === null
    ? t('catalogue.usedUnlimited', { used: code.usedCount })
    : t('catalogue.usedOf', { used: code.usedCount, limit: code.usageLimit });
