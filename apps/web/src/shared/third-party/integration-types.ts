/** The shapes the third-party integrations share: the lazy chunk, the loader in front of it and the providers. */

/** A paid order, as the purchase event reports it. */
export type Purchase = { orderId: string; orderNumber: string | number; value: number; currency: string };

/** A tag or pixel: told of each page view and each purchase. */
export type Tracker = { pageView(path: string): void; purchase(purchase: Purchase): void };

/** SPEC §2: a live-chat widget can be loaded, hidden, minimised, maximised or destroyed. */
export type ChatWidget = {
  load(): void;
  hide(): void;
  minimize(): void;
  maximize(): void;
  destroy(): void;
};

/** What each provider kind must say: where its script is, how it is told things, where its container shows. */
export type ChatAdapter = {
  scriptUrl: string;
  /** the provider's settings and command queue, set before its script loads (as its snippet does) */
  prepare(): void;
  /** boots it again after a destroy */
  restart(): void;
  command(name: 'hide' | 'show' | 'minimize' | 'maximize' | 'destroy'): void;
  /** the element the provider adds to the page once it runs */
  containerSelector: string;
};
