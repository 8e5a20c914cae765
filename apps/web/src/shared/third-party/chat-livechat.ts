import type { ChatAdapter } from './integration-types.ts';

type LiveChatWidget = {
  _q: unknown[][];
  _h: ((...args: unknown[]) => void) | null;
  _v: string;
  call(...args: unknown[]): void;
  on(...args: unknown[]): void;
  once(...args: unknown[]): void;
  off(...args: unknown[]): void;
  init(): void;
};

declare global {
  interface Window {
    __lc?: Record<string, unknown>;
    LiveChatWidget?: LiveChatWidget;
  }
}

/**
 * LiveChat (text.com) as its tracking code installs it: `window.__lc.license`, the `LiveChatWidget` queue
 * (`_q`, replayed by tracking.js through `_h`), then tracking.js. Commands are `LiveChatWidget.call(...)`:
 * hide, minimize, maximize, destroy; the widget renders into #chat-widget-container.
 */
export function liveChatAdapter(license: string, hideLauncher: boolean): ChatAdapter {
  const widget = (): LiveChatWidget => {
    if (window.LiveChatWidget) return window.LiveChatWidget;
    const queue = (name: string, args: unknown[]) => (w._h ? w._h(name, args) : w._q.push([name, args]));
    const w: LiveChatWidget = {
      _q: [],
      _h: null,
      _v: '2.0',
      on: (...args) => queue('on', args),
      once: (...args) => queue('once', args),
      off: (...args) => queue('off', args),
      call: (...args) => queue('call', args),
      init: () => queue('init', []),
    };
    return (window.LiveChatWidget = w);
  };
  return {
    scriptUrl: 'https://cdn.livechatinc.com/tracking.js',
    containerSelector: '#chat-widget-container',
    prepare() {
      window.__lc = { ...window.__lc, license: Number(license) || license, asyncInit: false };
      const w = widget();
      if (hideLauncher) w.on('ready', () => w.call('hide'));
    },
    restart: () => widget().init(),
    command(name) {
      const w = widget();
      if (name === 'show') w.call('minimize');
      else w.call(name);
    },
  };
}
