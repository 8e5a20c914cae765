import type { AuditEntry, AuditQuery, CursorPage } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { targetKey, type AuditRepository } from './audit.repository.ts';

/**
 * Reading the audit log: a page of entries within the caller's brands, each target named as people know it (a
 * trader's e-mail, an account's login, an order's number), so the console need not show bare ids.
 */
export function createAuditService(deps: { db: Db; auditRepository: AuditRepository }) {
  return {
    async list(scope: BrandScope, query: AuditQuery): Promise<CursorPage<AuditEntry>> {
      const page = await deps.auditRepository.list(deps.db, scope, query);
      const targets = page.items.map((e) => ({ type: e.targetType, id: e.targetId }));
      const names = await deps.auditRepository.targetNames(deps.db, targets);
      const nameOf = (e: AuditEntry) =>
        e.targetType && e.targetId ? (names.get(targetKey(e.targetType, e.targetId)) ?? null) : null;
      return { ...page, items: page.items.map((e) => ({ ...e, targetLabel: nameOf(e) })) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
