import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminAccountsService } from '../admin-accounts/admin-accounts.service.ts';
import type { AdminOrdersService } from '../admin-orders/admin-orders.service.ts';
import type { PasswordService } from '../auth/password.service.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import { assertInScope, forbidden, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import { listReads, type ListExport } from '../admin-operators/list-export.ts';
import { TRADER_COLUMNS } from './traders-export.ts';
import type { AdminTradersRepository, TraderRow, TraderSummaryRow } from './admin-traders.repository.ts';
import { isoOrNull } from '../../lib/iso-times.ts';

/** How many of a trader's latest orders and mails their file shows (the Orders screen pages through all). */
const LATEST = 20;
const summaryView = (r: TraderSummaryRow) => ({
  id: r.id,
  brand: { id: r.brand_id, code: r.brand_code, name: r.brand_name },
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  country: r.country_of_registration,
  createdAt: r.created_at.toISOString(),
  emailVerifiedAt: isoOrNull(r.email_verified_at),
});

/**
 * The back office's traders: the search and a trader's file within the caller's brands, and what support does
 * for a trader (end sessions, send the password-reset mail), each audited in its transaction.
 */
export function createAdminTradersService(deps: {
  db: Db;
  adminTradersRepository: AdminTradersRepository;
  adminAccountsService: AdminAccountsService;
  adminOrdersService: AdminOrdersService;
  sessionsService: SessionsService;
  passwordService: PasswordService;
  brandsService: BrandsService;
  audit: Audit;
  clock: Clock;
  listExport: ListExport;
}) {
  const repo = deps.adminTradersRepository;

  /** The trader, if the caller may reach them (unknown and another brand's alike: 403/-50). */
  async function reachable(caller: AdminCaller, id: string): Promise<TraderRow> {
    const trader = await repo.get(deps.db, id);
    assertInScope(caller, trader?.brand_id);
    return trader!;
  }

  const target = (t: TraderRow) => ({ targetType: 'trader', targetId: t.id, brandId: t.brand_id });

  return {
    ...listReads(deps, 'traders', repo, summaryView, TRADER_COLUMNS),

    async get(caller: AdminCaller, id: string) {
      const t = await reachable(caller, id);
      const [orders, accounts, sessions, mails] = await Promise.all([
        deps.adminOrdersService.list(caller, { pageSize: LATEST, traderId: t.id, brandId: t.brand_id }),
        deps.adminAccountsService.list(caller, { pageSize: 100, userId: t.id, brandId: t.brand_id }),
        repo.liveSessions(deps.db, t.id, deps.clock.now()),
        repo.mails(deps.db, t.brand_id, t.email, LATEST),
      ]);
      return {
        ...summaryView(t),
        profile: {
          email: t.email,
          firstName: t.first_name,
          lastName: t.last_name,
          phone: t.phone,
          dateOfBirth: t.date_of_birth,
          country: t.country_of_registration,
          city: t.city,
          address: t.address,
          postalCode: t.postal_code,
          language: t.language,
        },
        orders: orders.items.map((o) => ({
          id: o.id,
          number: o.number,
          kind: o.kind,
          status: o.status,
          packageName: o.packageName,
          total: o.total,
          currency: o.currency,
          discountCode: o.discountCode,
          createdAt: o.createdAt,
          paidAt: o.paidAt,
        })),
        accounts: accounts.items,
        sessions: sessions.map((s) => ({
          id: s.id,
          createdAt: s.created_at.toISOString(),
          lastUsedAt: s.last_used_at.toISOString(),
          expiresAt: s.expires_at.toISOString(),
          ip: s.ip,
          userAgent: s.user_agent,
        })),
        mails: mails.map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.to_address,
          subject: m.subject,
          status: m.status,
          createdAt: m.created_at.toISOString(),
          sentAt: isoOrNull(m.sent_at),
        })),
      };
    },

    /** Ends one live session of the trader; a session not theirs, or already ended, is 403/-50 like any target. */
    async revokeSession(caller: AdminCaller, id: string, sessionId: string) {
      const t = await reachable(caller, id);
      const outcome = await deps.db.transaction(async (tx) => {
        const s = await repo.liveSessionOf(tx, t.id, sessionId, deps.clock.now());
        if (!s) forbidden();
        await deps.sessionsService.revoke(tx, s!.id, 'revoked by the firm');
        await deps.audit.record(tx, caller, {
          action: 'traders.sessionRevoked',
          ...target(t),
          before: { sessionId: s!.id, live: true, ip: s!.ip, userAgent: s!.user_agent },
          after: { sessionId: s!.id, live: false },
        });
        return { revoked: 1 };
      });
      await deps.sessionsService.settled();
      return outcome;
    },

    async revokeAllSessions(caller: AdminCaller, id: string) {
      const t = await reachable(caller, id);
      const outcome = await deps.db.transaction(async (tx) => {
        const live = await repo.liveSessions(tx, t.id, deps.clock.now());
        await deps.sessionsService.endOthers(tx, t.id, null, 'revoked by the firm');
        await deps.audit.record(tx, caller, {
          action: 'traders.sessionsRevoked',
          ...target(t),
          before: { liveSessions: live.map((s) => s.id) },
          after: { liveSessions: [] },
        });
        return { revoked: live.length };
      });
      await deps.sessionsService.settled();
      return outcome;
    },

    /** The ForgotPassword mail, in the trader's brand and language; the code never reaches the operator. */
    async sendPasswordReset(caller: AdminCaller, id: string) {
      const t = await reachable(caller, id);
      const brand = await deps.brandsService.byId(t.brand_id);
      const ctx = {
        brand,
        ip: caller.ip,
        userAgent: null,
        deviceId: null,
        publicUrl: deps.brandsService.origin(brand),
        language: t.language,
      };
      await deps.passwordService.sendResetFor(ctx, t.id, (tx) =>
        deps.audit.record(tx, caller, {
          action: 'traders.passwordResetSent',
          ...target(t),
          before: null,
          after: { mail: 'resetPassword', to: t.email },
        }),
      );
      return { traderId: t.id, email: t.email };
    },
  };
}
export type AdminTradersService = ReturnType<typeof createAdminTradersService>;
