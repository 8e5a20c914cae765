import { BrandSettingsPage } from '../../shared/ui/brand-settings-page.tsx';
import { PayoutSettingsEditor } from './payout-settings-editor.tsx';
import { usePayoutSettingsTexts } from './payout-settings-texts.ts';
import './payouts.css';
import { usePayoutSettingsQuery } from './api/payouts-api.ts';

/**
 * A brand's payout settings (docs/decisions/029-payout-settings.md): the bounds a request must lie within, the
 * USD rates that convert them, the methods offered, and each package's payout cycle. Finance reads them; owners
 * and brand admins change them, and the trader's next payout request is checked against the change.
 */
export default function PayoutSettingsScreen() {
  return (
    <BrandSettingsPage
      textsReady={usePayoutSettingsTexts()}
      texts="payoutSettings"
      editAction="payoutSettings.edit"
      useSettings={usePayoutSettingsQuery}
      Editor={PayoutSettingsEditor}
    />
  );
}
