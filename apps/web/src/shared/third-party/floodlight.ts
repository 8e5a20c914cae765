import { loadScript } from './load-script.ts';
import { dataLayer } from './tag-manager.ts';
import type { Tracker } from './integration-types.ts';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * The ads (Floodlight) tag through gtag.js. The brand's key is the advertiser id (`DC-1234567`), optionally
 * with the purchase activity (`DC-1234567/sales/purch0+transactions`): then the purchase is that activity's
 * conversion; without it, a `purchase` event the advertiser's account maps. Values in major units.
 */
export function startFloodlight(key: string): Tracker {
  const [advertiser = key] = key.split('/');
  // gtag.js reads `arguments` objects from the data layer, as its snippet pushes them.
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer().push(arguments);
  };
  const gtag = window.gtag;
  gtag('js', new Date());
  gtag('config', advertiser);
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(advertiser)}`).catch(() => undefined);
  return {
    pageView: (path) => gtag('event', 'page_view', { send_to: advertiser, page_path: path }),
    purchase: ({ orderId, value, currency }) =>
      key.includes('/')
        ? gtag('event', 'conversion', {
            allow_custom_scripts: true,
            send_to: key,
            value,
            currency,
            transaction_id: orderId,
          })
        : gtag('event', 'purchase', { send_to: advertiser, value, currency, transaction_id: orderId }),
  };
}
