import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderPaymentStatus } from '@portal/contract';
import { setUserFromCheckout } from '../../../shared/auth/auth-actions.ts';
import type { CredentialsDialogSlot } from '../../../shared/composition/slots.ts';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { isFinalStatus } from '../order-status.ts';
import { useAppDispatch } from '../../../shared/store/store-hooks.ts';
import { PaymentFailure } from './payment-failure.tsx';
import { PaymentProgress } from './payment-progress.tsx';
import { PaymentSuccess } from './payment-success.tsx';
import { StepHeading } from './step-heading.tsx';
import { useOrderPolling } from './use-order-polling.ts';
import './outcome.css';
import type { PackagesState } from './use-packages.ts';

type Props = {
  orderId: string;
  packages: PackagesState;
  CredentialsDialog: CredentialsDialogSlot;
  onChooseAnother: () => void;
};

/** Step 3 after the payment page: confirming (polling), then paid, declined or cancelled. */
export function OutcomeStep({ orderId, packages, CredentialsDialog, onChooseAnother }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { order, notFound, timedOut, checkAgain } = useOrderPolling(orderId);
  const final = order !== null && isFinalStatus(order.status);

  // The outcome is known: the pending purchase is over (SPEC §3 isUserFromCheckout).
  useEffect(() => {
    if (final || notFound) dispatch(setUserFromCheckout(false));
  }, [dispatch, final, notFound]);

  if (notFound) {
    return (
      <section className="new-challenge__step flow flow--5 outcome">
        <StepHeading focus>{t('errors.OrderNotFound')}</StepHeading>
        <p>{t('orders.notFoundText')}</p>
        <div className="outcome__actions">
          <Link className="btn btn--primary" to="/dashboard/orders">
            {t('orders.backToList')}
          </Link>
          <button type="button" className="btn btn--secondary" onClick={onChooseAnother}>
            {t('newChallenge.chooseAnother')}
          </button>
        </div>
      </section>
    );
  }
  if (order?.status === OrderPaymentStatus.Paid) {
    const platform = packages.items.find((pkg) => pkg.id === order.package.id)?.platform ?? null;
    return (
      <PaymentSuccess order={order} platform={platform} waiting={!timedOut} CredentialsDialog={CredentialsDialog} />
    );
  }
  if (order && final) return <PaymentFailure order={order} onChooseAnother={onChooseAnother} />;
  return (
    <section className="new-challenge__step flow flow--5 outcome">
      <PaymentProgress order={order} />
      {timedOut && (
        <Banner variant="warning" action={{ label: t('newChallenge.checkAgain'), onClick: checkAgain }}>
          {t('newChallenge.takingLonger')}{' '}
          {order && (
            <Link className="link" to={`/dashboard/order/${encodeURIComponent(order.id)}`}>
              {t('orders.viewDetails')}
            </Link>
          )}
        </Banner>
      )}
    </section>
  );
}
