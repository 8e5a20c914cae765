import type { BrandConfig } from '@portal/contract';
import { createChatWidget } from './chat-widget.ts';
import { startErrorReporting, type ErrorReporter } from './error-reporting.ts';
import { startFloodlight } from './floodlight.ts';
import { startTagManager } from './tag-manager.ts';
import { startTikTokPixel } from './tiktok-pixel.ts';
import type { ChatWidget, Tracker } from './integration-types.ts';

export type Integrations = Tracker & {
  reportError(error: unknown, context?: Record<string, unknown>): void;
  chat: ChatWidget | null;
};

/**
 * The lazy chunk behind shared/third-party/third-party.ts: starts what the brand configures, each on its own.
 * A script that cannot load (offline, blocked) costs nothing else: its calls just go nowhere.
 */
export function startIntegrations(brand: BrandConfig, options: { onChatBlocked: () => void }): Integrations {
  const trackers: Tracker[] = [];
  if (!brand.hideGoogleTag && brand.googleTagManagerKey) trackers.push(startTagManager(brand.googleTagManagerKey));
  if (brand.googleAdsFloodlightKey) trackers.push(startFloodlight(brand.googleAdsFloodlightKey));
  if (!brand.pixelTikTok.hide && brand.pixelTikTok.id) trackers.push(startTikTokPixel(brand.pixelTikTok.id));
  const errors: ErrorReporter | null = brand.sentry.key ? startErrorReporting(brand.sentry.key) : null;
  const chat = brand.chatWidget.key ? createChatWidget(brand.chatWidget, { onBlocked: options.onChatBlocked }) : null;
  chat?.load();
  const seen = new Set<string>();
  return {
    pageView: (path) => trackers.forEach((t) => t.pageView(path)),
    purchase: (purchase) => {
      // Step 3 may render a paid order again (polling, a reload): one purchase event per order and page.
      if (seen.has(purchase.orderId)) return;
      seen.add(purchase.orderId);
      trackers.forEach((t) => t.purchase(purchase));
    },
    reportError: (error, context) => errors?.capture(error, context),
    chat,
  };
}
