import { loadScript } from './load-script.ts';
import type { Tracker } from './integration-types.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const dataLayer = (): unknown[] => (window.dataLayer ??= []);

/**
 * Google Tag Manager as its snippet installs it: `gtm.start` on the data layer, then gtm.js for the container.
 * Page views and the purchase are data-layer events (`page_view`, GA4's `purchase` with `ecommerce`), so the
 * firm's container decides which tags they fire.
 */
export function startTagManager(containerId: string): Tracker {
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`).catch(() => undefined);
  return {
    pageView: (path) => dataLayer().push({ event: 'page_view', page_path: path, page_location: window.location.href }),
    purchase: ({ orderId, value, currency, orderNumber }) => {
      dataLayer().push({ ecommerce: null }); // GA4: clear the previous ecommerce object first
      dataLayer().push({
        event: 'purchase',
        ecommerce: { transaction_id: orderId, value, currency, items: [{ item_id: String(orderNumber) }] },
      });
    },
  };
}
