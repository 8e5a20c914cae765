import type { z } from 'zod';
import {
  ApiPath,
  type AuditEntry,
  type AuditQuery,
  type adminAccountSchema,
  type adminAccountStatusSchema,
  type apiKeySchema,
  type operatorMeSchema,
  type operatorSignInSchema,
  type totpConfirmedSchema,
  type totpEnrolmentSchema,
} from '@portal/contract';
import { adminGet, adminPost, pathOf } from './admin-client.ts';

/** The admin API's calls the console makes, typed by the contract (paths.ts, schemas/admin.ts). */
export type OperatorMe = z.infer<typeof operatorMeSchema>;
export type SignInState = z.infer<typeof operatorSignInSchema>;
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
export type TotpConfirmed = z.infer<typeof totpConfirmedSchema>;
export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = ApiKey & { key: string };
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export type AdminAccountStatus = z.infer<typeof adminAccountStatusSchema>;
export type AuditPage = { items: AuditEntry[]; totalCount: number };

export const authApi = {
  signIn: (body: { email: string; password: string; captchaToken?: string }) =>
    adminPost<SignInState>(ApiPath.adminSignIn, body),
  totpEnrol: () => adminPost<TotpEnrolment>(ApiPath.adminTotpEnrol),
  totpConfirm: (code: string) => adminPost<TotpConfirmed>(ApiPath.adminTotpConfirm, { code }),
  totpVerify: (code: string) => adminPost<SignInState>(ApiPath.adminTotpVerify, { code }),
  recoveryCode: (code: string) => adminPost<SignInState>(ApiPath.adminRecoveryCode, { code }),
  changePassword: (body: { oldPassword: string; newPassword: string; captchaToken?: string }) =>
    adminPost<unknown>(ApiPath.adminChangePassword, body),
  me: () => adminGet<OperatorMe>(ApiPath.adminMe),
  signOut: () => adminPost<unknown>(ApiPath.adminSignOut),
};

export const auditApi = {
  list: (query: Partial<AuditQuery>) => adminGet<AuditPage>(ApiPath.adminAudit, query),
};

export const apiKeysApi = {
  list: () => adminGet<{ items: ApiKey[] }>(ApiPath.adminApiKeys),
  create: (body: { name: string; brandIds: string[] | null; actions: string[] }) =>
    adminPost<CreatedApiKey>(ApiPath.adminApiKeys, body),
  revoke: (id: string) => adminPost<ApiKey>(pathOf(ApiPath.adminApiKeyRevoke, { id })),
};

export const accountsApi = {
  get: (id: string) => adminGet<AdminAccount>(pathOf(ApiPath.adminTraderAccount, { id })),
  block: (id: string, body: { status: 15 | 16 | 17 | 18; reason: string }) =>
    adminPost<AdminAccountStatus>(pathOf(ApiPath.adminTraderAccountStatus, { id }), body),
  unblock: (id: string, reason: string) =>
    adminPost<AdminAccountStatus>(pathOf(ApiPath.adminTraderAccountUnblock, { id }), { reason }),
};
