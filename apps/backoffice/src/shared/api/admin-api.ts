import type { z } from 'zod';
import {
  ApiPath,
  type AuditEntry,
  type DeviceSession,
  type EndDeviceSessionsRequest,
  type EndEverySessionRequest,
  type adminOperatorSchema,
  type adminOperatorResetSchema,
  type AuditQuery,
  type adminAccountSchema,
  type adminAccountStatusSchema,
  type apiKeySchema,
  type operatorMeSchema,
  type operatorSignInSchema,
  type totpConfirmedSchema,
  type totpEnrolmentSchema,
} from '@portal/contract';
import type {
  AdminAccountsQuery,
  AdminOrdersQuery,
  AdminPayout,
  AdminPayoutRow,
  AdminPayoutsQuery,
  AdminTradersQuery,
  adminAccountDashboardSchema,
  adminAccountEventSchema,
  adminOrderRowSchema,
  adminOrderSchema,
  adminOverviewSchema,
  adminTraderAccountRowSchema,
  adminTraderSchema,
  adminTraderSummarySchema,
} from '@portal/contract';
import { adminGet, adminPost, pathOf } from './admin-client.ts';
import type { adminContractSchema, adminIdentityCaseSchema } from '@portal/contract';

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

/** A second factor's code, with the bot-check's token once the server asked for one (-800). */
export type SecondFactorBody = { code: string; captchaToken?: string };

export const authApi = {
  signIn: (body: { email: string; password: string; captchaToken?: string }) =>
    adminPost<SignInState>(ApiPath.adminSignIn, body),
  totpEnrol: () => adminPost<TotpEnrolment>(ApiPath.adminTotpEnrol),
  totpConfirm: (body: SecondFactorBody) => adminPost<TotpConfirmed>(ApiPath.adminTotpConfirm, body),
  totpVerify: (body: SecondFactorBody) => adminPost<SignInState>(ApiPath.adminTotpVerify, body),
  recoveryCode: (body: SecondFactorBody) => adminPost<SignInState>(ApiPath.adminRecoveryCode, body),
  changePassword: (body: { oldPassword: string; newPassword: string; captchaToken?: string }) =>
    adminPost<unknown>(ApiPath.adminChangePassword, body),
  me: () => adminGet<OperatorMe>(ApiPath.adminMe),
  signOut: () => adminPost<unknown>(ApiPath.adminSignOut),
};

/** The operator's own sessions, and the owner's end of every session (decision 049). */
export const devicesApi = {
  list: () => adminGet<{ items: DeviceSession[] }>(ApiPath.adminSessions),
  end: (body: EndDeviceSessionsRequest) => adminPost<{ ended: number }>(ApiPath.adminSessionsEnd, body),
  endEverySession: (body: EndEverySessionRequest) =>
    adminPost<{ traderSessions: number; operatorSessions: number }>(ApiPath.adminEndEverySession, body),
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

export type AdminOperator = z.infer<typeof adminOperatorSchema>;
export type OperatorReset = z.infer<typeof adminOperatorResetSchema>;

/** The owner's operator management (operators.manage, decision 044). */
export const operatorsApi = {
  list: () => adminGet<{ items: AdminOperator[] }>(ApiPath.adminOperators),
  get: (id: string) => adminGet<AdminOperator>(pathOf(ApiPath.adminOperator, { id })),
  reset: (id: string) => adminPost<OperatorReset>(pathOf(ApiPath.adminOperatorReset, { id })),
  endSessions: (id: string) =>
    adminPost<{ operator: AdminOperator; ended: number }>(pathOf(ApiPath.adminOperatorEndSessions, { id })),
  disable: (id: string) => adminPost<AdminOperator>(pathOf(ApiPath.adminOperatorDisable, { id })),
  enable: (id: string) => adminPost<AdminOperator>(pathOf(ApiPath.adminOperatorEnable, { id })),
};

export const accountsApi = {
  get: (id: string) => adminGet<AdminAccount>(pathOf(ApiPath.adminTraderAccount, { id })),
  block: (id: string, body: { status: 15 | 16 | 17 | 18; reason: string }) =>
    adminPost<AdminAccountStatus>(pathOf(ApiPath.adminTraderAccountStatus, { id }), body),
  unblock: (id: string, reason: string) =>
    adminPost<AdminAccountStatus>(pathOf(ApiPath.adminTraderAccountUnblock, { id }), { reason }),
};

// The operations sections (overview, traders, accounts list, orders): schemas/admin-{overview,traders,accounts,orders}.ts.
export type Page<T> = { items: T[]; totalCount: number };
export type Overview = z.infer<typeof adminOverviewSchema>;
export type TraderSummary = z.infer<typeof adminTraderSummarySchema>;
export type Trader = z.infer<typeof adminTraderSchema>;
export type AccountRow = z.infer<typeof adminTraderAccountRowSchema>;
export type AccountDashboard = z.infer<typeof adminAccountDashboardSchema>;
export type AccountEvent = z.infer<typeof adminAccountEventSchema>;
export type OrderRow = z.infer<typeof adminOrderRowSchema>;
export type Order = z.infer<typeof adminOrderSchema>;

export const overviewApi = {
  get: (brandId?: string) => adminGet<Overview>(ApiPath.adminOverview, { brandId }),
};

export const tradersApi = {
  list: (query: Partial<AdminTradersQuery>) => adminGet<Page<TraderSummary>>(ApiPath.adminTraders, query),
  get: (id: string) => adminGet<Trader>(pathOf(ApiPath.adminTrader, { id })),
  revokeSession: (id: string, sessionId: string) =>
    adminPost<{ revoked: number }>(pathOf(ApiPath.adminTraderSessionRevoke, { id, sessionId })),
  revokeAll: (id: string) => adminPost<{ revoked: number }>(pathOf(ApiPath.adminTraderSessionsRevokeAll, { id })),
  passwordReset: (id: string) =>
    adminPost<{ traderId: string; email: string }>(pathOf(ApiPath.adminTraderPasswordReset, { id })),
};

export const accountListApi = {
  list: (query: Partial<AdminAccountsQuery>) => adminGet<Page<AccountRow>>(ApiPath.adminTraderAccounts, query),
  dashboard: (id: string) => adminGet<AccountDashboard>(pathOf(ApiPath.adminTraderAccountDashboard, { id })),
  events: (id: string, page: number, pageSize: number) =>
    adminGet<Page<AccountEvent>>(pathOf(ApiPath.adminTraderAccountEvents, { id }), { page, pageSize }),
};

export const ordersApi = {
  list: (query: Partial<AdminOrdersQuery>) => adminGet<Page<OrderRow>>(ApiPath.adminOrders, query),
  get: (id: string) => adminGet<Order>(pathOf(ApiPath.adminOrder, { id })),
  cancel: (id: string, reason: string) =>
    adminPost<{ orderId: string; status: number }>(pathOf(ApiPath.adminOrderCancel, { id }), { reason }),
};

export type IdentityCase = z.infer<typeof adminIdentityCaseSchema>;
export type ContractRow = z.infer<typeof adminContractSchema>;
type QueueQuery = { brandId?: string | undefined; status?: number | undefined; page: number; pageSize: number };

/** The identity queue (verification cases) and the contract queue (signed funded-trader contracts). */
export const kycApi = {
  cases: (query: QueueQuery) => adminGet<Page<IdentityCase>>(ApiPath.adminIdentityCases, query),
  decideCase: (id: string, decision: 'approve' | 'reject' | 'retry', reason: string | null) =>
    adminPost<IdentityCase>(pathOf(ApiPath.adminIdentityDecide, { id }), { decision, reason }),
  documentUrl: (id: string, documentId: string) => pathOf(ApiPath.adminIdentityDocument, { id, documentId }),
  contracts: (query: QueueQuery) => adminGet<Page<ContractRow>>(ApiPath.adminContracts, query),
  contractPdfUrl: (id: string) => pathOf(ApiPath.adminContractPdf, { id }),
  decideContract: (id: string, decision: 'approve' | 'reject', reason: string | null) =>
    adminPost<ContractRow>(pathOf(ApiPath.adminContractDecide, { id }), { decision, reason }),
};

export type PayoutRow = AdminPayoutRow;
export type PayoutReview = AdminPayout;
/** The payout queue (docs/decisions/018-payouts.md): finance reads and decides (`payouts.decide`). */
export const payoutsApi = {
  list: (query: Partial<AdminPayoutsQuery>) => adminGet<Page<AdminPayoutRow>>(ApiPath.adminPayouts, query),
  get: (id: string) => adminGet<AdminPayout>(pathOf(ApiPath.adminPayout, { id })),
  approve: (id: string) => adminPost<AdminPayoutRow>(pathOf(ApiPath.adminPayoutApprove, { id }), {}),
  reject: (id: string, reason: string) =>
    adminPost<AdminPayoutRow>(pathOf(ApiPath.adminPayoutReject, { id }), { reason }),
  markPaid: (id: string, transactionReference: string) =>
    adminPost<AdminPayoutRow>(pathOf(ApiPath.adminPayoutMarkPaid, { id }), { transactionReference }),
};
