import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints as e } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { router } from '../router.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(deps: {
  notificationsService: NotificationsService;
  sessionsService: SessionsService;
}) {
  const svc = deps.notificationsService;
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['notifications'], access: signedIn(deps.sessionsService) });
    route(e.notifications, { data: (req) => svc.list(req.auth.userId, req.query) });
    route(e.notificationsUnread, { data: (req) => svc.unreadCount(req.auth.userId) });
    route(e.notificationRead, { data: (req) => svc.markRead(req.auth.userId, req.params.id) });
    route(e.notificationsReadAll, { data: (req) => svc.markAllRead(req.auth.userId) });
    route(e.notificationPreferences, { data: (req) => svc.preferences(req.auth.userId) });
    route(e.updateNotificationPreferences, { data: (req) => svc.savePreferences(req.auth.userId, req.body.items) });
    // The e-mail's link works without signing in: the signed token is the proof.
    const guest = router(app, { tags: ['notifications'] });
    guest(e.unsubscribe, { data: (req) => svc.unsubscribe(req.body.token) });
  };
}
