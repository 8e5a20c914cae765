import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import './checkout.css';

type Props = { price: number; discount: number; total: number; currency: string; code?: string | null };

/** Price, discount (with its code) and total, as a definition list. */
export function PriceRows({ price, discount, total, currency, code }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <dl className="price-rows">
      <div className="price-rows__row">
        <dt>{t('newChallenge.price')}</dt>
        <dd>
          <Money minor={price} currency={currency} />
        </dd>
      </div>
      {discount > 0 && (
        <div className="price-rows__row price-rows__row--discount">
          <dt>
            {t('newChallenge.discount')}
            {code && <span className="price-rows__code">{code}</span>}
          </dt>
          <dd className="money">−{format.money(discount, currency)}</dd>
        </div>
      )}
      <div className="price-rows__row price-rows__row--total">
        <dt>{t('newChallenge.total')}</dt>
        <dd>
          <Money minor={total} currency={currency} />
        </dd>
      </div>
    </dl>
  );
}
