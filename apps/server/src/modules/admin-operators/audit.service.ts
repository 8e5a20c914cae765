import type { AuditEntry, AuditFilters, AuditQuery, CursorPage } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import type { AdminCaller } from './admin-caller.ts';
import { targetKey, type AuditRepository } from './audit.repository.ts';
import { AUDIT_COLUMNS } from './audit-export.ts';
import type { ListExport } from './list-export.ts';

/**
 * Reading the audit log: a page of entries within the caller's brands, each target named as people know it (a
 * trader's e-mail, an account's login, an order's number), so the console need not show bare ids.
 */
export function createAuditService(deps: { db: Db; auditRepository: AuditRepository; listExport: ListExport }) {
  /** The entries with their targets' names (one query per kind of target present). */
  async function named(entries: AuditEntry[]): Promise<AuditEntry[]> {
    const targets = entries.map((e) => ({ type: e.targetType, id: e.targetId }));
    const names = await deps.auditRepository.targetNames(deps.db, targets);
    const nameOf = (e: AuditEntry) =>
      e.targetType && e.targetId ? (names.get(targetKey(e.targetType, e.targetId)) ?? null) : null;
    return entries.map((e) => ({ ...e, targetLabel: nameOf(e) }));
  }

  return {
    async list(scope: BrandScope, query: AuditQuery): Promise<CursorPage<AuditEntry>> {
      const page = await deps.auditRepository.list(deps.db, scope, query);
      return { ...page, items: await named(page.items) };
    },

    /** Every entry the filters keep as CSV, the log's rows exactly, targets named (the export is audited too). */
    exportCsv(caller: AdminCaller, f: AuditFilters) {
      return deps.listExport(caller, 'audit', f, AUDIT_COLUMNS, async function* (scope) {
        for await (const batch of deps.auditRepository.batches(deps.db, scope, f)) yield await named(batch);
      });
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
