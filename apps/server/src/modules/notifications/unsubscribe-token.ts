import { NOTIFICATION_KINDS, type NotificationKind } from '@portal/contract';
import { keyedHash, safeEqual } from '../../lib/secrets.ts';

/** How long an e-mail's unsubscribe link works: long enough for an old mail, not for ever. */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;
const DAY_MS = 86_400_000;

export type UnsubscribeCheck =
  { ok: true; userId: string; kind: NotificationKind } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The token of an unsubscribe link: `<user id>.<kind>.<expiry, unix seconds>.<keyed hash of the three>`. It works
 * without signing in, so it names one trader and one kind, is signed with a key of its own, and expires.
 */
export function createUnsubscribeTokens(key: string) {
  const mac = (body: string) => keyedHash(key, body);
  return {
    sign(userId: string, kind: NotificationKind, nowMs: number): string {
      const body = `${userId}.${kind}.${Math.floor((nowMs + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS) / 1000)}`;
      return `${body}.${mac(body)}`;
    },
    check(token: string, nowMs: number): UnsubscribeCheck {
      const parts = token.split('.');
      if (parts.length !== 4) return { ok: false, reason: 'invalid' };
      const [userId, kind, expires, given] = parts as [string, string, string, string];
      if (!safeEqual(mac(`${userId}.${kind}.${expires}`), given)) return { ok: false, reason: 'invalid' };
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return { ok: false, reason: 'invalid' };
      if (Number(expires) * 1000 <= nowMs) return { ok: false, reason: 'expired' };
      return { ok: true, userId, kind: kind as NotificationKind };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
