import { type AuditEntry, type AuditQuery, adminOperatorsEndpoints } from '@portal/contract';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi, type Page } from '../../../shared/api/console-api.ts';

export type AuditPage = Page<AuditEntry>;

const auditApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The audit log, newest first; every action writes to it, so the screen reads it again when it opens. */
    audit: build.query<AuditPage, Partial<AuditQuery>>({
      query: (params) => requestTo(adminOperatorsEndpoints.audit, { params }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditQuery } = auditApi;
