import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toMajor, type Order, type TradingPlatform } from '@portal/contract';
import type { CredentialsDialogSlot } from '../../../shared/composition/slots.ts';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { trackPurchase } from '../../../shared/third-party/third-party.ts';
import { KeyIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { OutcomePanel } from './outcome-panel.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import '../../../shared/ui/muted-text.css';
import '../../../shared/ui/fact-list.css';

type Props = {
  order: Order;
  /** The bought package's platform (what the credentials dialog shows), when the package is still listed. */
  platform: TradingPlatform | null;
  /** The trading account is still being opened (paid, no account id yet). */
  waiting: boolean;
  CredentialsDialog: CredentialsDialogSlot;
};

/** Paid: the new challenge, its trading account's credentials, and the way home. */
export function PaymentSuccess({ order, platform, waiting, CredentialsDialog }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const accountId = order.traderAccountId;
  // The purchase event of the brand's tag manager, ads tag and pixel, with what the trader paid (once per order).
  useEffect(() => {
    trackPurchase({
      orderId: order.id,
      orderNumber: order.number,
      value: toMajor(order.total, order.currency),
      currency: order.currency,
    });
  }, [order.id, order.number, order.total, order.currency]);
  const size = format.money(order.package.accountSize, order.package.currency);
  return (
    <section className="new-challenge__step flow flow--5 outcome">
      <OutcomePanel tone="positive" title={t('newChallenge.paidTitle')}>
        <p className="outcome__text">
          {t('newChallenge.paidText', { size, type: t(`packageType.${order.package.traderPackageType}`) })}
        </p>
        <dl className="outcome__facts fact-list">
          <Fact label={t('orders.id')}>{order.number}</Fact>
          <Fact label={t('orders.product')}>{order.package.name}</Fact>
          <Fact label={t('newChallenge.platform')}>{order.package.platformName}</Fact>
          <Fact label={t('orders.total')}>
            <Money minor={order.total} currency={order.currency} />
          </Fact>
        </dl>
        {!accountId && (
          <p className="muted-text" role="status">
            {t(waiting ? 'newChallenge.accountOpening' : 'newChallenge.accountSoon')}
          </p>
        )}
        <div className="outcome__actions">
          {accountId && platform && (
            <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
              <KeyIcon />
              {t('newChallenge.showCredentials')}
            </button>
          )}
          <Link className={`btn ${accountId && platform ? 'btn--secondary' : 'btn--primary'}`} to="/dashboard/home">
            {t('newChallenge.goHome')}
          </Link>
        </div>
      </OutcomePanel>
      {open && accountId && platform && (
        <CredentialsDialog
          traderAccountId={accountId}
          platform={platform}
          subtitle={`${order.package.name} · ${size}`}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
