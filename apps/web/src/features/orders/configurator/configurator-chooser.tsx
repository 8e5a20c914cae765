import type { PackageChooserProps } from '../../../shared/composition/slots.ts';
import { GuestChooser } from '../packages/guest-chooser.tsx';
import { ConfiguratorToggles } from './configurator-toggles.tsx';

/** Subscribe's package choice in the brand variant: the configurator's toggles, a discount code and the live price. */
export function ConfiguratorChooser(props: PackageChooserProps) {
  return (
    <GuestChooser
      {...props}
      className="configurator-chooser"
      pickerRows={2}
      livePrice
      picker={(chosen, items, choose) => (
        <ConfiguratorToggles items={items} chosen={chosen} onChange={(next) => choose(next.id)} />
      )}
    />
  );
}
