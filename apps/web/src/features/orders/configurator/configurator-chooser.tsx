import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricePreview } from '@portal/contract';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import type { PackageChooserProps } from '../../../shared/composition/slots.ts';
import { usePreviewDiscountMutation } from '../api/orders-api.ts';
import { usePackages } from '../new-challenge/use-packages.ts';
import { DiscountField } from '../packages/discount-field.tsx';
import { PriceRows } from '../packages/price-rows.tsx';
import { ConfiguratorToggles } from './configurator-toggles.tsx';
import { initialPackage } from './configurator.ts';
import { BusyRegion } from '../../../shared/ui/busy-region.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import '../packages/checkout.css';
import '../packages/guest-package-chooser.css';

/** Subscribe's package choice in the brand variant: the configurator's toggles, a discount code and the live price. */
export function ConfiguratorChooser({ initialPackageId, onChange }: PackageChooserProps) {
  const { t } = useTranslation();
  const packages = usePackages('guest');
  const [previewDiscount] = usePreviewDiscountMutation();
  const preview = (packageId: string, discountCode: string) => previewDiscount({ packageId, discountCode }).unwrap();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [price, setPrice] = useState<PricePreview | null>(null);
  const pkg = packages.items.find((item) => item.id === packageId);

  useEffect(() => {
    if (packages.status === 'ready' && packageId === null)
      setPackageId(initialPackage(packages.items, initialPackageId)?.id ?? null);
  }, [packages.status, packages.items, packageId, initialPackageId]);

  const code = price?.discountCode?.code ?? null;
  useEffect(() => onChange({ packageId, discountCode: code }), [packageId, code, onChange]);

  return (
    <fieldset className="guest-chooser configurator-chooser">
      <legend className="guest-chooser__legend">{t('subscribe.packageLegend')}</legend>
      {packages.status === 'loading' && (
        <BusyRegion className="guest-chooser__loading">
          <Skeleton height={44} radius="var(--radius-sm)" />
          <Skeleton height={44} radius="var(--radius-sm)" />
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
          <ConfiguratorToggles
            items={packages.items}
            chosen={pkg}
            onChange={(next) => {
              setPrice(null);
              setPackageId(next.id);
            }}
          />
          <DiscountField key={pkg.id} packageId={pkg.id} initialCode={null} preview={preview} onChange={setPrice} />
          <div aria-live="polite">
            <PriceRows
              price={price?.price ?? pkg.price}
              discount={price?.discount ?? 0}
              total={price?.total ?? pkg.price}
              currency={price?.currency ?? pkg.currency}
              code={code}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
