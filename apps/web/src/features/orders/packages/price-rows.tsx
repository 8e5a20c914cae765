import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { formatMoney } from '@portal/contract';
import { anyCents } from '@portal/ui/format/group-figures.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import './checkout.css';

type Props = { price: number; discount: number; total: number; currency: string; code?: string | null };

/** Price, discount (with its code) and total, as a definition list: all with cents when any has them. */
export function PriceRows({ price, discount, total, currency, code }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cents = anyCents([price, discount, total], currency);
  return (
    <dl className="price-rows flow flow--2">
      <Fact className="price-rows__row" label={t('newChallenge.price')}>
        <Money minor={price} currency={currency} cents={cents} />
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
          −{cents ? formatMoney(discount, currency, format.language, false, true) : format.money(discount, currency)}
        </Fact>
      )}
      <Fact className="price-rows__row price-rows__row--total" label={t('newChallenge.total')}>
        <Money minor={total} currency={currency} cents={cents} />
      </Fact>
    </dl>
  );
}
