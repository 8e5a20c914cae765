import { useTranslation } from 'react-i18next';
import type { Order } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { StepHeading } from './step-heading.tsx';
import '@portal/ui/widgets/loader.css';
import '../../../shared/ui/muted-text.css';

/** While the provider confirms the payment: a busy indicator and what is being confirmed. */
export function PaymentProgress({ order }: { order: Order | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="card outcome__panel" aria-busy="true">
      <span className="loader__spinner outcome__spinner" aria-hidden="true" />
      <StepHeading focus={false}>{t('newChallenge.confirmingTitle')}</StepHeading>
      <p className="outcome__text" role="status">
        {t('newChallenge.confirmingText')}
      </p>
      {order && (
        <p className="muted-text">
          {t('orders.number', { number: order.number })} · {format.money(order.total, order.currency)}
        </p>
      )}
    </div>
  );
}
