import { loadScript } from './load-script.ts';
import type { Tracker } from './integration-types.ts';

type Ttq = unknown[] & Record<string, unknown> & { _i?: Record<string, unknown>; _t?: Record<string, number> };
type TtqApi = { page(): void; track(event: string, params: Record<string, unknown>): void };

declare global {
  interface Window {
    TiktokAnalyticsObject?: string;
    ttq?: Ttq;
  }
}

const METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group'];

/**
 * TikTok's pixel as its base code installs it: a `ttq` queue whose calls events.js replays once loaded, then
 * `ttq.load(id)` and `ttq.page()`. A route change is another `page()`; a paid order is `CompletePayment`.
 */
export function startTikTokPixel(pixelId: string): Tracker {
  window.TiktokAnalyticsObject = 'ttq';
  const ttq = (window.ttq ??= [] as unknown as Ttq);
  for (const method of METHODS)
    ttq[method] ??= (...args: unknown[]) => {
      ttq.push([method, ...args]);
    };
  (ttq._i ??= {})[pixelId] = [];
  (ttq._t ??= {})[pixelId] = Date.now();
  loadScript(`https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(pixelId)}&lib=ttq`).catch(
    () => undefined,
  );
  // events.js replaces window.ttq: always call the current one.
  const api = () => window.ttq as unknown as TtqApi;
  api().page();
  let first = true;
  return {
    pageView: () => {
      if (first)
        first = false; // the load's own page() counted the first route
      else api().page();
    },
    purchase: ({ orderId, value, currency, orderNumber }) =>
      api().track('CompletePayment', {
        contents: [{ content_id: String(orderNumber), content_type: 'product', quantity: 1, price: value }],
        value,
        currency,
        order_id: orderId,
      }),
  };
}
