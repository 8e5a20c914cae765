import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricePreview, TradingPackage } from '@portal/contract';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import type { PackageChooserProps } from '../../../shared/composition/slots.ts';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { usePreviewDiscountMutation } from '../api/orders-api.ts';
import { initialPackage } from '../configurator/configurator.ts';
import { usePackages } from '../new-challenge/use-packages.ts';
import { DiscountField } from './discount-field.tsx';
import { PriceRows } from './price-rows.tsx';
import './checkout.css';
import './guest-package-chooser.css';

type Props = PackageChooserProps & {
  /** the chooser's own class besides `guest-chooser` */
  className?: string;
  /** how many control-high placeholders stand for the picker while the packages load */
  pickerRows: number;
  /** the control that picks among the packages: `choose` takes the id picked */
  picker: (chosen: TradingPackage, items: TradingPackage[], choose: (packageId: string) => void) => ReactNode;
  /** announce the price as it changes, for a picker that reprices in place */
  livePrice?: boolean;
};

/**
 * A guest's package choice on Subscribe: the picker (the link's package first, else the popular one), an optional
 * discount code priced by PreviewDiscount, and the price rows; placeholders while the packages load, a retry when
 * they fail. Every choice goes to `onChange`.
 */
export function GuestChooser({ initialPackageId, onChange, className, pickerRows, picker, livePrice = false }: Props) {
  const { t } = useTranslation();
  const packages = usePackages('guest');
  const [previewDiscount] = usePreviewDiscountMutation();
  const preview = (packageId: string, discountCode: string) => previewDiscount({ packageId, discountCode }).unwrap();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [price, setPrice] = useState<PricePreview | null>(null);

  useEffect(() => {
    if (packages.status === 'ready' && packageId === null)
      setPackageId(initialPackage(packages.items, initialPackageId)?.id ?? null);
  }, [packages.status, packages.items, packageId, initialPackageId]);

  const code = price?.discountCode?.code ?? null;
  useEffect(() => onChange({ packageId, discountCode: code }), [packageId, code, onChange]);

  const choose = (next: string) => {
    setPrice(null);
    setPackageId(next);
  };
  const pkg = packages.items.find((item) => item.id === packageId);
  const priceRows = pkg && (
    <PriceRows
      price={price?.price ?? pkg.price}
      discount={price?.discount ?? 0}
      total={price?.total ?? pkg.price}
      currency={price?.currency ?? pkg.currency}
      code={code}
    />
  );
  return (
    <fieldset className={className ? `guest-chooser ${className}` : 'guest-chooser'}>
      <legend className="guest-chooser__legend">{t('subscribe.packageLegend')}</legend>
      {packages.status === 'loading' && (
        <BusyRegion className="guest-chooser__loading flow flow--2">
          {Array.from({ length: pickerRows }, (_, i) => (
            <Skeleton key={i} height={44} radius="var(--radius-sm)" />
          ))}
          <Skeleton height={24} />
        </BusyRegion>
      )}
      {packages.status === 'failed' && (
        <RetryBanner variant="warning" onRetry={packages.reload}>
          {t('subscribe.packagesUnavailable')}
        </RetryBanner>
      )}
      {packages.status === 'ready' && pkg && (
        <>
          {picker(pkg, packages.items, choose)}
          <DiscountField key={pkg.id} packageId={pkg.id} initialCode={null} preview={preview} onChange={setPrice} />
          {livePrice ? <div aria-live="polite">{priceRows}</div> : priceRows}
        </>
      )}
    </fieldset>
  );
}
