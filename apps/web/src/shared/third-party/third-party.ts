import type { BrandConfig } from '@portal/contract';
import type { Integrations } from './integrations.ts';
import type { Purchase } from './integration-types.ts';

/**
 * The app's only door to third-party scripts (tag manager, ads tag, pixel, chat widget, error reporting;
 * docs/decisions/023-third-party-integrations.md). This file is in the first bundle and stays tiny: the loaders
 * are a separate chunk, imported after start-up once the page has loaded and only when the brand configures one
 * of them. Calls made before that chunk arrives wait in a queue; with nothing configured they are dropped.
 */

type Call = (integrations: Integrations) => void;

let integrations: Integrations | null = null;
let queue: Call[] | null = null; // null: nothing configured (or not started): calls are dropped

function run(call: Call) {
  if (integrations) call(integrations);
  else queue?.push(call);
}

/** Whether the brand configures anything this app loads from a third party. */
export function configuresThirdParty(brand: BrandConfig): boolean {
  return (
    (!brand.hideGoogleTag && !!brand.googleTagManagerKey) ||
    !!brand.googleAdsFloodlightKey ||
    (!brand.pixelTikTok.hide && !!brand.pixelTikTok.id) ||
    !!brand.chatWidget.key ||
    !!brand.sentry.key
  );
}

/** Half a second after the page's load event: the first screen is painted and its own chunks are in. */
const AFTER_LOAD_MS = 500;
function whenLoaded(task: () => void) {
  if (document.readyState === 'complete') setTimeout(task, AFTER_LOAD_MS);
  else window.addEventListener('load', () => setTimeout(task, AFTER_LOAD_MS), { once: true });
}

/** After start-up: the brand's integrations, loaded off the critical path. Never throws, never blocks. */
export function startThirdParty(brand: BrandConfig | null, onChatBlocked: () => void): void {
  if (!brand || !configuresThirdParty(brand) || queue) return;
  queue = [];
  whenLoaded(() => {
    import('./integrations.ts')
      .then(({ startIntegrations }) => {
        integrations = startIntegrations(brand, { onChatBlocked });
        for (const call of queue ?? []) call(integrations);
        queue = [];
      })
      .catch(() => {
        queue = null; // the chunk itself could not load: run without integrations
      });
  });
}

/** A route change (SPEC §7: page views to the tag manager and the pixel). */
export const trackPageView = (path: string) => run((i) => i.pageView(path));

/** A paid order seen on the new-challenge step 3: the purchase event with the order's value. */
export const trackPurchase = (purchase: Purchase) => run((i) => i.purchase(purchase));

/** An error for the error-reporting service, when the brand has a key. */
export const reportError = (error: unknown, context?: Record<string, unknown>) =>
  run((i) => i.reportError(error, context));

/** Whether Support actions should open the live chat rather than a link. */
export const supportChatConfigured = (brand: BrandConfig | null) => !!brand?.chatWidget.key;

/** Support actions: open (maximise) the live-chat window. */
export const openSupportChat = () => run((i) => i.chat?.maximize());

/** The whole chat widget API of SPEC §2, for the screens that need more than opening it. */
export const chatWidget = {
  load: () => run((i) => i.chat?.load()),
  hide: () => run((i) => i.chat?.hide()),
  minimize: () => run((i) => i.chat?.minimize()),
  maximize: () => run((i) => i.chat?.maximize()),
  destroy: () => run((i) => i.chat?.destroy()),
};
