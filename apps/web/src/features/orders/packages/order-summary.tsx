import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricePreview, TradingPackage } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useCreateOrderMutation, usePreviewOrderMutation } from '../api/orders-api.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { DiscountField } from './discount-field.tsx';
import { packageTitle } from './package-facts.ts';
import { PriceRows } from './price-rows.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import './checkout.css';
import '../../../shared/ui/muted-text.css';

type Props = {
  pkg: TradingPackage;
  initialCode: string | null;
  /** The applied code changed (the step keeps it in the address). */
  onCodeChange?: (code: string | null) => void;
};

/** The order to be: the package, the price with an optional discount code, the terms and the way to pay. */
export function OrderSummary({ pkg, initialCode, onCodeChange }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [price, setPrice] = useState<PricePreview | null>(null);
  const titleId = useId();
  const [createOrder] = useCreateOrderMutation();
  const [previewOrder] = usePreviewOrderMutation();
  const preview = (packageId: string, discountCode: string) => previewOrder({ packageId, discountCode }).unwrap();

  const checkout = async () => {
    const code = price?.discountCode?.code;
    const reply = await createOrder({
      packageId: pkg.id,
      acceptTerms: true,
      ...(code ? { discountCode: code } : {}),
    }).unwrap();
    return reply.checkoutUrl;
  };

  return (
    <TitledSection
      className="card order-summary flow"
      titleId={titleId}
      title={t('newChallenge.summary')}
      titleClassName="order-summary__title"
    >
      <div className="order-summary__package">
        <p className="order-summary__name">{packageTitle(t, format, pkg)}</p>
        <p className="muted-text">
          {pkg.group} · {pkg.platform.name}
        </p>
      </div>
      <DiscountField
        packageId={pkg.id}
        initialCode={initialCode}
        preview={preview}
        onChange={(next) => {
          setPrice(next);
          onCodeChange?.(next?.discountCode?.code ?? null);
        }}
      />
      <PriceRows
        price={price?.price ?? pkg.price}
        discount={price?.discount ?? 0}
        total={price?.total ?? pkg.price}
        currency={price?.currency ?? pkg.currency}
        code={price?.discountCode?.code}
      />
      <CheckoutForm submitLabel={t('newChallenge.pay')} checkout={checkout} />
    </TitledSection>
  );
}
