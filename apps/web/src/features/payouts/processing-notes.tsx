import { useTranslation } from 'react-i18next';

/** The processing notes of SPEC §1: 1-2 business days, 2-5 for international transfers, positions closed. */
export function ProcessingNotes({ method }: { method?: 'bankTransfer' | 'crypto' }) {
  const { t } = useTranslation();
  return (
    <ul className="payout-notes">
      <li>{t('payouts.processingNote')}</li>
      {method !== 'crypto' && <li>{t('payouts.internationalTransferNote')}</li>}
      <li>{t('payouts.closePositionsNote')}</li>
    </ul>
  );
}
