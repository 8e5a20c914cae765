import type { ComponentType } from 'react';
import type { TradingPlatform } from '@portal/contract';

/**
 * Widgets one feature builds and another shows. Features do not import one another (docs/decisions/002), so
 * a screen declares the slot it needs here and app/ fills it with the feature that owns the widget.
 */

/** The trading-account credentials dialog (features/credentials), shown by home and by step 3 of buying. */
export type CredentialsDialogProps = {
  traderAccountId: string;
  platform: TradingPlatform;
  subtitle?: string;
  onClose: () => void;
};
export type CredentialsDialogSlot = ComponentType<CredentialsDialogProps>;

/** A guest's choice of package on Subscribe (features/orders), shown by the subscribe screen (features/auth). */
export type PackageChoice = { packageId: string | null; discountCode: string | null };
export type PackageChooserProps = {
  /** The package of the link (?packageId=…), chosen first when it exists. */
  initialPackageId: string | null;
  onChange: (choice: PackageChoice) => void;
};
export type PackageChooserSlot = ComponentType<PackageChooserProps>;

/** The ProfitWidget (features/payouts), shown by home (every funded account) and a funded account's dashboard. */
export type ProfitWidgetProps = { traderAccountId?: string };
export type ProfitWidgetSlot = ComponentType<ProfitWidgetProps>;
