import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatWidgetType, type ChatWidgetTypeValue } from '@portal/contract';
import { createChatWidget } from './chat-widget.ts';

/**
 * The chat widget of both provider kinds (SPEC §2, §8): the provider's own snippet contract (settings, command
 * queue, script address), the app's five actions in each provider's words, and the 30 s blocked-script notice.
 * The e2e suite drives LiveChat through a stub of tracking.js; here both kinds are checked on their queues.
 */
const settings = (type: ChatWidgetTypeValue, key: string, hideWidget = false) => ({ type, key, hideWidget });
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.Intercom;
  delete window.intercomSettings;
  delete window.LiveChatWidget;
  delete window.__lc;
});

describe('Intercom (type 1)', () => {
  /** What the page told Intercom, in order: the snippet's queue as widget.intercom.io would replay it. */
  const told = () => (window.Intercom as unknown as { q: unknown[][] }).q;

  it('boots with the app id before its script loads, from the app id’s widget address', () => {
    createChatWidget(settings(ChatWidgetType.Intercom, 'abc123'), { onBlocked: () => undefined }).load();
    expect(window.intercomSettings).toMatchObject({ app_id: 'abc123', hide_default_launcher: false });
    expect(told()[0]).toEqual(['boot', expect.objectContaining({ app_id: 'abc123' })]);
    expect(scripts()).toEqual(['https://widget.intercom.io/widget/abc123']);
  });

  it('maximise, minimise, hide, destroy and load again in Intercom’s commands; nothing before it loads', () => {
    // (another app id: the script loader adds each address once per page)
    const chat = createChatWidget(settings(ChatWidgetType.Intercom, 'abc456', true), { onBlocked: () => undefined });
    chat.hide();
    chat.minimize();
    expect(window.Intercom).toBeUndefined();
    chat.load();
    chat.maximize();
    chat.minimize();
    chat.hide();
    chat.destroy();
    chat.destroy();
    chat.load();
    expect(told().map((c) => c[0])).toEqual(['boot', 'show', 'hide', 'update', 'shutdown', 'boot']);
    expect(told()[0]).toEqual(['boot', expect.objectContaining({ hide_default_launcher: true })]);
    expect(told()[3]).toEqual(['update', { hide_default_launcher: true }]);
    expect(scripts()).toHaveLength(1);
  });

  it('tells the trader once when its container never appears (a blocker), and not when it does', () => {
    const onBlocked = vi.fn();
    createChatWidget(settings(ChatWidgetType.Intercom, 'blocked1'), { onBlocked, checkAfterMs: 30_000 }).load();
    vi.advanceTimersByTime(29_999);
    expect(onBlocked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onBlocked).toHaveBeenCalledTimes(1);

    const fine = vi.fn();
    createChatWidget(settings(ChatWidgetType.Intercom, 'fine1'), { onBlocked: fine, checkAfterMs: 30_000 }).load();
    const frame = document.createElement('div');
    frame.id = 'intercom-container';
    document.body.append(frame);
    vi.advanceTimersByTime(30_000);
    expect(fine).not.toHaveBeenCalled();
  });
});

describe('LiveChat (type 0)', () => {
  const queued = () => window.LiveChatWidget!._q.map(([name, args]) => [name, ...(args as unknown[])]);

  it('sets the licence, queues its commands for tracking.js, and hides the launcher when asked', () => {
    const chat = createChatWidget(settings(ChatWidgetType.LiveChat, '12345678', true), { onBlocked: () => undefined });
    chat.load();
    expect(window.__lc).toMatchObject({ license: 12345678 });
    expect(scripts()).toEqual(['https://cdn.livechatinc.com/tracking.js']);
    chat.maximize();
    chat.minimize();
    chat.destroy();
    chat.load();
    expect(queued()).toEqual([
      ['on', 'ready', expect.any(Function)],
      ['call', 'maximize'],
      ['call', 'minimize'],
      ['call', 'destroy'],
      ['init'],
    ]);
  });

  it('reports a blocked tracking.js after the check, once', () => {
    const onBlocked = vi.fn();
    createChatWidget(settings(ChatWidgetType.LiveChat, '1'), { onBlocked, checkAfterMs: 30_000 }).load();
    vi.advanceTimersByTime(60_000);
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });
});
