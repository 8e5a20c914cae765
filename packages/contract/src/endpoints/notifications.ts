import { ApiPath } from '../paths.ts';
import * as notificationsSchemas from '../schemas/notifications.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const notificationsEndpoints = {
  notifications: endpoint('GET', ApiPath.notifications, "A page of the trader's notifications, newest first, and the unread count", { querystring: notificationsSchemas.notificationsQuerySchema, response: notificationsSchemas.notificationsPageEnvelope }),
  notificationsUnread: endpoint('GET', ApiPath.notificationsUnread, 'How many notifications the trader has not read', { response: notificationsSchemas.unreadCountEnvelope }),
  notificationRead: endpoint('POST', ApiPath.notificationRead, 'Mark one notification read (-50 when absent or not the trader’s)', { params: notificationsSchemas.notificationIdParamsSchema, response: notificationsSchemas.unreadCountEnvelope }),
  notificationsReadAll: endpoint('POST', ApiPath.notificationsReadAll, 'Mark every notification read', { response: notificationsSchemas.unreadCountEnvelope }),
  notificationPreferences: endpoint('GET', ApiPath.notificationPreferences, 'Each kind’s channels (in the app, by e-mail)', { response: notificationsSchemas.notificationPreferencesEnvelope }),
  updateNotificationPreferences: endpoint('POST', ApiPath.notificationPreferences, 'Save the channels of the kinds given', { body: notificationsSchemas.notificationPreferencesUpdateSchema, response: notificationsSchemas.notificationPreferencesEnvelope }),
  unsubscribe: endpoint('POST', ApiPath.notificationsUnsubscribe, 'Stop one kind’s e-mails by the signed token of a mail’s link, without signing in (-72 invalid or expired)', { body: notificationsSchemas.unsubscribeBodySchema, response: notificationsSchemas.unsubscribeResultEnvelope }),
};
