import { type AuditEntry, type AuditQuery, type CursorPage } from '@portal/contract';
import { adminOperatorsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

export type AuditPage = CursorPage<AuditEntry>;

const auditApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The audit log, newest first; every action writes to it, so the screen reads it again when it opens. */
    audit: build.query<AuditPage, Partial<AuditQuery>>({
      query: (params) => requestTo(adminOperatorsRoutes.audit, { params }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditQuery } = auditApi;
