import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderPaymentStatus, type Order } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { usePayOrder } from '../use-checkout.ts';
import { OutcomePanel } from './outcome-panel.tsx';
import '../../../shared/ui/muted-text.css';

type Props = { order: Order; onChooseAnother: () => void };

/** Declined or cancelled: what happened, Try again (a new checkout for the same order) or another package. */
export function PaymentFailure({ order, onChooseAnother }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { pay, paying, refusal } = usePayOrder();
  const declined = order.status === OrderPaymentStatus.Declined;
  return (
    <section className="new-challenge__step flow flow--5 outcome">
      <OutcomePanel tone="negative" title={t(declined ? 'newChallenge.declinedTitle' : 'newChallenge.cancelledTitle')}>
        <p className="outcome__text">{t(declined ? 'newChallenge.declinedText' : 'newChallenge.cancelledText')}</p>
        <p className="muted-text">
          {t('orders.number', { number: order.number })} · {format.money(order.total, order.currency)}
        </p>
        {refusal && <Banner variant="negative">{t(refusal.key)}</Banner>}
        <div className="outcome__actions">
          <LoadingButton type="button" variant="primary" loading={paying} onClick={() => void pay(order.id)}>
            {t('newChallenge.tryAgain')}
          </LoadingButton>
          <button type="button" className="btn btn--secondary" onClick={onChooseAnother}>
            {t('newChallenge.chooseAnother')}
          </button>
        </div>
        <Link className="link" to={`/dashboard/order/${encodeURIComponent(order.id)}`}>
          {t('orders.viewDetails')}
        </Link>
      </OutcomePanel>
    </section>
  );
}
