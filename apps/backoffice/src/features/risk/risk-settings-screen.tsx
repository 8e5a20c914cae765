import { BrandSettingsPage } from '../../shared/ui/brand-settings-page.tsx';
import { useRiskSettingsQuery } from './api/risk-api.ts';
import { RiskSettingsEditor } from './risk-settings-editor.tsx';

/**
 * A brand's risk settings (docs/risk-desk.md): the score from which a case holds payouts, and each signal's
 * parameters. The risk desk reads them; owners and brand admins change them, and detection's next pass uses them.
 */
export default function RiskSettingsScreen() {
  return (
    <BrandSettingsPage
      texts="riskSettings"
      editAction="riskSettings.edit"
      useSettings={useRiskSettingsQuery}
      Editor={RiskSettingsEditor}
    />
  );
}
