import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Payout } from '@portal/contract';
import { Money } from '../../shared/ui/money.tsx';
import { ProcessingNotes } from './processing-notes.tsx';
import { Fact } from '../../shared/ui/fact.tsx';

/** 'Payout is coming' (SPEC §1, §2): what was requested, where it goes, and how long it takes. */
export function PayoutIsComing({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  return (
    <div className="card payout-coming flow" role="status">
      <span className="disc disc--positive payout-coming__icon" aria-hidden="true">
        ✓
      </span>
      <h2 className="payout-coming__title">{t('pageTitle.payoutIsComing')}</h2>
      <p className="payout-coming__lead">{t('payouts.comingText')}</p>
      <dl className="payout-coming__facts">
        <Fact label={t('payouts.id')}>{payout.number}</Fact>
        <Fact label={t('payouts.amountLabel')}>
          <Money minor={payout.amount} currency={payout.currency} />
        </Fact>
        <Fact label={t('payouts.destination')}>{payout.destination}</Fact>
      </dl>
      <ProcessingNotes method={payout.method} />
      <div className="payout-coming__actions">
        <Link className="btn btn--primary" to={`/dashboard/payout/${encodeURIComponent(payout.id)}`}>
          {t('payouts.viewDetails')}
        </Link>
        <Link className="btn btn--secondary" to="/dashboard/home">
          {t('payouts.backHome')}
        </Link>
      </div>
    </div>
  );
}
