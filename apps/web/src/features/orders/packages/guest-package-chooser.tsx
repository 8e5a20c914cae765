import { useTranslation } from 'react-i18next';
import type { TradingPackage } from '@portal/contract';
import type { PackageChooserProps } from '../../../shared/composition/slots.ts';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { LabelledSelect } from '../../../shared/ui/labelled-select.tsx';
import { GuestChooser } from './guest-chooser.tsx';
import { packageTitle } from './package-facts.ts';

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
export function GuestPackageChooser(props: PackageChooserProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <GuestChooser
      {...props}
      pickerRows={1}
      picker={(chosen, items, choose) => (
        <LabelledSelect block="guest-chooser" label={t('subscribe.package')} value={chosen.id} onChange={choose}>
          {byGroup(items).map(({ group, items: inGroup }) => (
            <optgroup key={group} label={group}>
              {inGroup.map((item) => (
                <option key={item.id} value={item.id}>
                  {packageTitle(t, format, item)}
                </option>
              ))}
            </optgroup>
          ))}
        </LabelledSelect>
      )}
    />
  );
}
