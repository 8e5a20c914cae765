import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractField } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';

/**
 * The funded-trader contract is due but cannot be generated (KYC info `contractIncomplete`, -7): which fields of
 * Personal Information the trader must complete first, named as the form names them. Shown on the verification
 * screen (with a link to the form) and on the form itself.
 */
export function ContractIncompleteBanner({ fields, children }: { fields: ContractField[]; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    fields.map((f) => t(`profile.${f}`)),
  );
  return (
    <Banner variant="warning" title={t('kyc.contractIncompleteTitle')}>
      <p>{t('kyc.contractIncomplete', { fields: names })}</p>
      {children}
    </Banner>
  );
}
