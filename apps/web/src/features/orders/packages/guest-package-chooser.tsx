import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricePreview, TradingPackage } from '@portal/contract';
import type { PackageChooserProps } from '../../../shared/composition/slots.ts';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { usePreviewDiscountMutation } from '../api/orders-api.ts';
import { usePackages } from '../new-challenge/use-packages.ts';
import { DiscountField } from './discount-field.tsx';
import { packageTitle } from './package-facts.ts';
import { PriceRows } from './price-rows.tsx';
import { BusyRegion } from '../../../shared/ui/busy-region.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import './checkout.css';
import './guest-package-chooser.css';

const firstChoice = (items: TradingPackage[], wanted: string | null) =>
  items.find((pkg) => pkg.id === wanted) ?? items.find((pkg) => pkg.isPopular) ?? items[0];

/** The select's groups (programme line and platform, so options stay short on phones), in order of appearance. */
const groupOf = (pkg: TradingPackage) => `${pkg.group} · ${pkg.platform.name}`;
const byGroup = (items: TradingPackage[]) =>
  [...new Set(items.map(groupOf))].map((group) => ({
    group,
    items: items.filter((pkg) => groupOf(pkg) === group).sort((a, b) => a.accountSize - b.accountSize),
  }));

/**
 * Subscribe's package choice for guests: every package in one compact select (the link's package first),
 * its price, and an optional discount code priced by PreviewDiscount. The select names the challenge only: a
 * closed select cuts what does not fit, and a price cut short ("… — 27" for €279) must never be what a trader
 * reads; the price, discount and total stand in full in the rows under it.
 */
export function GuestPackageChooser({ initialPackageId, onChange }: PackageChooserProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const selectId = useId();
  const packages = usePackages('guest');
  const [previewDiscount] = usePreviewDiscountMutation();
  const preview = (packageId: string, discountCode: string) => previewDiscount({ packageId, discountCode }).unwrap();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [price, setPrice] = useState<PricePreview | null>(null);

  useEffect(() => {
    if (packages.status === 'ready' && packageId === null)
      setPackageId(firstChoice(packages.items, initialPackageId)?.id ?? null);
  }, [packages.status, packages.items, packageId, initialPackageId]);

  const code = price?.discountCode?.code ?? null;
  useEffect(() => onChange({ packageId, discountCode: code }), [packageId, code, onChange]);

  const pkg = packages.items.find((item) => item.id === packageId);
  return (
    <fieldset className="guest-chooser">
      <legend className="guest-chooser__legend">{t('subscribe.packageLegend')}</legend>
      {packages.status === 'loading' && (
        <BusyRegion className="guest-chooser__loading">
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
          <div className="guest-chooser__field">
            <label className="guest-chooser__label" htmlFor={selectId}>
              {t('subscribe.package')}
            </label>
            <select
              id={selectId}
              value={pkg.id}
              onChange={(event) => {
                setPrice(null);
                setPackageId(event.target.value);
              }}
            >
              {byGroup(packages.items).map(({ group, items }) => (
                <optgroup key={group} label={group}>
                  {items.map((item) => (
                    <option key={item.id} value={item.id}>
                      {packageTitle(t, format, item)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <DiscountField key={pkg.id} packageId={pkg.id} initialCode={null} preview={preview} onChange={setPrice} />
          <PriceRows
            price={price?.price ?? pkg.price}
            discount={price?.discount ?? 0}
            total={price?.total ?? pkg.price}
            currency={price?.currency ?? pkg.currency}
            code={code}
          />
        </>
      )}
    </fieldset>
  );
}
