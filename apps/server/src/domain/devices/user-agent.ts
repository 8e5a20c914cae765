import Bowser from 'bowser';
import type { DeviceType } from '@portal/contract';

export type DeviceDescription = { browser: string | null; os: string | null; deviceType: DeviceType | null };

const DEVICE_TYPES: readonly DeviceType[] = ['desktop', 'mobile', 'tablet', 'tv', 'bot'];

/**
 * What a person recognises their device by ("Chrome", "Windows", desktop), read from the user agent a session
 * was signed in with. Nothing is guessed: a part the user agent does not tell is null.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent?.trim()) return { browser: null, os: null, deviceType: null };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type as DeviceType | undefined;
  return {
    browser: parsed.browser.name?.trim() || null,
    os: parsed.os.name?.trim() || null,
    deviceType: type && DEVICE_TYPES.includes(type) ? type : null,
  };
}
