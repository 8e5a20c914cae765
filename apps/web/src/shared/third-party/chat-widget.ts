import { CHAT_BLOCKER_CHECK_MS, ChatWidgetType, type BrandConfig } from '@portal/contract';
import { loadScript } from './load-script.ts';
import { intercomAdapter } from './chat-intercom.ts';
import { liveChatAdapter } from './chat-livechat.ts';
import type { ChatWidget } from './integration-types.ts';

/**
 * The chat widget of the brand's provider kind (0 LiveChat, 1 Intercom). With `hideWidget` it loads without its
 * launcher, and the app's Support actions open it. If its container is still absent after 30 s (SPEC §8, §9)
 * the script was blocked: `onBlocked` tells the trader once.
 */
export function createChatWidget(
  settings: BrandConfig['chatWidget'],
  options: { onBlocked: () => void; checkAfterMs?: number },
): ChatWidget {
  const key = settings.key ?? '';
  const adapter =
    settings.type === ChatWidgetType.Intercom
      ? intercomAdapter(key, settings.hideWidget)
      : liveChatAdapter(key, settings.hideWidget);
  let state: 'idle' | 'loaded' | 'destroyed' = 'idle';
  let check: ReturnType<typeof setTimeout> | undefined;

  return {
    load() {
      if (state === 'loaded') return;
      if (state === 'destroyed') {
        state = 'loaded';
        adapter.restart();
        return;
      }
      state = 'loaded';
      adapter.prepare();
      loadScript(adapter.scriptUrl).catch(() => undefined); // the container check below reports a block
      check = setTimeout(() => {
        if (state === 'loaded' && !document.querySelector(adapter.containerSelector)) options.onBlocked();
      }, options.checkAfterMs ?? CHAT_BLOCKER_CHECK_MS);
    },
    hide: () => state === 'loaded' && adapter.command('hide'),
    minimize: () => state === 'loaded' && adapter.command('minimize'),
    maximize() {
      if (state !== 'loaded') this.load();
      adapter.command('maximize');
    },
    destroy() {
      if (state !== 'loaded') return;
      state = 'destroyed';
      clearTimeout(check);
      adapter.command('destroy');
    },
  };
}
