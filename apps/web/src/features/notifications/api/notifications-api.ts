import type {
  NotificationPreference,
  NotificationPreferences,
  NotificationsPage,
  NotificationsQuery,
} from '@portal/contract';
import { notificationsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';

/** Every page of the list and the count: what a new notification (the live stream) or a read mark makes old. */
const LIST = 'Notifications' as const;

/** The trader's notifications, their read marks and preferences, and an e-mail's unsubscribe link. */
export const notificationsApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsPage, NotificationsQuery>({
      query: (params) => requestTo(notificationsRoutes.notifications, { params }),
      providesTags: [LIST],
    }),
    markNotificationRead: build.mutation<{ unreadCount: number }, string>({
      query: (id) => requestTo(notificationsRoutes.notificationRead, { path: { id } }),
      invalidatesTags: [LIST],
    }),
    markAllNotificationsRead: build.mutation<{ unreadCount: number }, void>({
      query: () => requestTo(notificationsRoutes.notificationsReadAll),
      invalidatesTags: [LIST],
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => requestTo(notificationsRoutes.notificationPreferences),
    }),
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreference[]>({
      query: (items) => requestTo(notificationsRoutes.updateNotificationPreferences, { body: { items } }),
      async onQueryStarted(_items, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(notificationsApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
      },
    }),
    unsubscribe: build.mutation<{ kind: NotificationPreference['kind'] }, string>({
      // The link works signed out: the call goes without the session (a signed-in trader's is not needed).
      query: (token) => ({ ...requestTo(notificationsRoutes.unsubscribe, { body: { token } }), guest: true }),
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
  useUnsubscribeMutation,
} = notificationsApi;
