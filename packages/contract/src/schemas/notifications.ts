import { z } from 'zod';
import { cursorPageFields } from './admin-cursor-page.ts';
import { envelope, pageOf } from './envelope.ts';
import { textSchema } from './fields.ts';

/**
 * What a trader is told of (docs/decisions/077-notifications.md): each kind is a preference of its own, per channel
 * (in the app, by e-mail). Mandatory mails (verify e-mail, reset password, two-step sign-in) are no kind here.
 */
export const NOTIFICATION_KINDS = [
  'phasePassed',
  'accountFailed',
  'payout',
  'identity',
  'contract',
  'scalingReview',
  'lossWarning',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/**
 * Each event a notification tells, and the kind whose preferences it follows. An event's texts are
 * `notifications.events.<event>` in the app and `mail.<event>` in its e-mail (the same names as its mail kind).
 */
export const NOTIFICATION_EVENT_KIND = {
  phasePassed: 'phasePassed',
  accountFailed: 'accountFailed',
  payoutRequested: 'payout',
  payoutApproved: 'payout',
  payoutPaid: 'payout',
  payoutRejected: 'payout',
  payoutCancelled: 'payout',
  kycApproved: 'identity',
  kycRejected: 'identity',
  kycRetry: 'identity',
  contractReady: 'contract',
  contractApproved: 'contract',
  contractRejected: 'contract',
  scalingReview: 'scalingReview',
  dailyLossWarning: 'lossWarning',
  maxLossWarning: 'lossWarning',
} as const satisfies Record<string, NotificationKind>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENT_KIND;
export const NOTIFICATION_EVENTS = Object.keys(NOTIFICATION_EVENT_KIND) as NotificationEvent[];

/**
 * The facts an event's texts are filled with, kept raw so each reader formats them in its own language: money in
 * minor units with its currency, instants as ISO strings, a broken rule by its name.
 */
export const notificationFactsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationFactsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  event: z.enum(NOTIFICATION_EVENTS as [NotificationEvent, ...NotificationEvent[]]),
  params: notificationFactsSchema,
  /** the account it is about, when it is about one (the list links to its dashboard) */
  traderAccountId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE_MAX = 50;
/** A page of the list at a position: none for the newest, the previous answer's `next` for the older ones. */
export const notificationsQuerySchema = z.object(cursorPageFields({ size: 10, max: NOTIFICATIONS_PAGE_SIZE_MAX }));
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;
/** A page of the trader's notifications, newest first, with how many are unread in all and where the older start. */
export const notificationsPageSchema = pageOf(notificationSchema).extend({
  unreadCount: z.number().int(),
  next: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
export const notificationsPageEnvelope = envelope(notificationsPageSchema);

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export const unreadCountEnvelope = envelope(unreadCountSchema);

export const notificationIdParamsSchema = z.object({ id: textSchema().max(64) });

/** One kind's channels. */
export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  inApp: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
/** Every kind's channels, in NOTIFICATION_KINDS order (a kind never set has its default: both on). */
export const notificationPreferencesSchema = z.object({ items: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesEnvelope = envelope(notificationPreferencesSchema);
/** Saving preferences: the kinds given change, the others keep theirs. */
export const notificationPreferencesUpdateSchema = z.object({
  items: z.array(notificationPreferenceSchema).min(1).max(NOTIFICATION_KINDS.length),
});

/** The signed token of an e-mail's unsubscribe link; it works without signing in. */
export const unsubscribeBodySchema = z.object({ token: textSchema().min(1).max(512) });
/** What the link stopped: the kind whose e-mails no longer come. */
export const unsubscribeResultSchema = z.object({ kind: notificationKindSchema });
export const unsubscribeResultEnvelope = envelope(unsubscribeResultSchema);
