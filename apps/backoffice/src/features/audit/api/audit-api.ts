import { ApiPath, type AuditEntry, type AuditQuery } from '@portal/contract';
import { consoleApi, type Page } from '../../../shared/api/console-api.ts';

export type AuditPage = Page<AuditEntry>;

const auditApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The audit log, newest first; every action writes to it, so the screen reads it again when it opens. */
    audit: build.query<AuditPage, Partial<AuditQuery>>({
      query: (params) => ({ url: ApiPath.adminAudit, params }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditQuery } = auditApi;
