import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import './checkout.css';

type Props = { price: number; discount: number; total: number; currency: string; code?: string | null };

/** Price, discount (with its code) and total, as a definition list. */
export function PriceRows({ price, discount, total, currency, code }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <dl className="price-rows flow flow--2">
      <Fact className="price-rows__row" label={t('newChallenge.price')}>
        <Money minor={price} currency={currency} />
      </Fact>
      {discount > 0 && (
        <Fact
          className="price-rows__row price-rows__row--discount"
          label={
            <>
              {t('newChallenge.discount')}
              {code && <span className="price-rows__code">{code}</span>}
            </>
          }
          valueClassName="money"
        >
          −{format.money(discount, currency)}
        </Fact>
      )}
      <Fact className="price-rows__row price-rows__row--total" label={t('newChallenge.total')}>
        <Money minor={total} currency={currency} />
      </Fact>
    </dl>
  );
}
