import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradingPackage } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { choose, togglesFor, valueOf, type Dimension } from './configurator.ts';
import './configurator.css';

const LEGEND: Record<Dimension, string> = {
  group: 'newChallenge.filters.group',
  traderPackageType: 'newChallenge.filters.type',
  accountSize: 'newChallenge.accountSize',
  platform: 'newChallenge.platform',
};

type Props = { items: TradingPackage[]; chosen: TradingPackage; onChange: (pkg: TradingPackage) => void };

/**
 * The configurator's toggles: one radio group per dimension (arrow keys move within a group, as for any radio
 * group), each option labelled as traders compare them. A value no package combines with the other choices
 * stays selectable (it moves the other toggles to the closest package) and says so.
 */
export function ConfiguratorToggles({ items, chosen, onChange }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = useId();
  const label = (dimension: Dimension, pkg: TradingPackage) => {
    if (dimension === 'accountSize') return format.money(pkg.accountSize, pkg.currency);
    if (dimension === 'traderPackageType') return t(`packageType.${pkg.traderPackageType}`);
    if (dimension === 'platform') return pkg.platform.name;
    return pkg.group;
  };
  return (
    <div className="configurator__toggles flow">
      {togglesFor(items, chosen).map(({ dimension, options }) => (
        <fieldset key={dimension} className="configurator__toggle">
          <legend className="configurator__legend">{t(LEGEND[dimension])}</legend>
          <div className={`configurator__options configurator__options--${dimension}`}>
            {options.map((option) => {
              const id = `${name}-${dimension}-${option.value}`;
              return (
                <label key={option.value} htmlFor={id} className="configurator__option">
                  <input
                    className="choice-input"
                    id={id}
                    type="radio"
                    name={`${name}-${dimension}`}
                    value={option.value}
                    checked={valueOf(chosen, dimension) === option.value}
                    onChange={() => {
                      const next = choose(items, chosen, dimension, option.value);
                      if (next) onChange(next);
                    }}
                  />
                  <span className="configurator__option-text">
                    {label(dimension, option.pkg)}
                    {!option.available && (
                      <span className="configurator__option-note">{t('configurator.otherCombination')}</span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
