import type {
  AdminTraderAccountRow,
  CursorPage,
  AdminRiskCasesQuery,
  AdminRiskDecisionRequest,
  AdminRiskSettings,
  AdminRiskSettingsUpdateRequest,
  RiskCase,
  RiskCaseRow,
  RiskPairEvidence,
} from '@portal/contract';
import { adminAccountsRoutes, adminRiskRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';
import { pagedList, recordById } from '../../../shared/api/endpoint-shapes.ts';

export type { AdminRiskSettings, RiskCase, RiskCaseRow, RiskPairEvidence } from '@portal/contract';

/**
 * The risk desk (docs/risk.md): `risk.read` reads the cases, their evidence and compares any two accounts;
 * `risk.decide` decides a case. Confirming blocks the case's accounts and rejects their open payouts, so a
 * decision re-reads the accounts, the payouts and the overview's counts as well as the cases and the badge.
 */
const riskApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    riskCases: pagedList<RiskCaseRow, Partial<AdminRiskCasesQuery>>(build, 'RiskCase', adminRiskRoutes.riskCases),
    riskCase: recordById<RiskCase>(build, 'RiskCase', adminRiskRoutes.riskCase),
    riskCompare: build.query<RiskPairEvidence, { a: string; b: string }>({
      query: (params) => requestTo(adminRiskRoutes.riskCompare, { params }),
      providesTags: [{ type: 'RiskCase', id: 'COMPARE' }],
    }),
    /** The compare tool's account search: a login or platform account id, or the beginning of a trader's e-mail. */
    riskAccountSearch: build.query<CursorPage<AdminTraderAccountRow>, string>({
      query: (q) => requestTo(adminAccountsRoutes.traderAccounts, { params: { q, pageSize: 5 } }),
      providesTags: [{ type: 'Account', id: 'LIST' }],
    }),
    riskSummary: build.query<{ openAboveThreshold: number }, void>({
      query: () => requestTo(adminRiskRoutes.riskSummary),
      providesTags: [{ type: 'RiskCase', id: 'SUMMARY' }],
    }),
    decideRiskCase: build.mutation<RiskCase, { id: string } & AdminRiskDecisionRequest>({
      query: ({ id, ...body }) => requestTo(adminRiskRoutes.riskDecide, { path: { id }, body }),
      // The answer is the decided case: the open page takes it as it is.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(riskApi.util.upsertQueryData('riskCase', id, data));
      },
      invalidatesTags: (_r, error) =>
        error
          ? []
          : [
              { type: 'RiskCase', id: 'LIST' },
              { type: 'RiskCase', id: 'SUMMARY' },
              'Payout',
              'Account',
              'Trader',
              'Overview',
            ],
    }),
    /** A brand's threshold and detection parameters: `risk.read` reads, `riskSettings.edit` saves. */
    riskSettings: build.query<AdminRiskSettings, string>({
      query: (brandId) => requestTo(adminRiskRoutes.riskSettings, { path: { id: brandId } }),
      providesTags: (_r, _e, brandId) => [{ type: 'RiskSettings', id: brandId }],
    }),
    saveRiskSettings: build.mutation<AdminRiskSettings, { brandId: string; body: AdminRiskSettingsUpdateRequest }>({
      query: ({ brandId, body }) => requestTo(adminRiskRoutes.updateRiskSettings, { path: { id: brandId }, body }),
      // The answer is the saved settings; the threshold moves which cases hold payouts, so the badge re-reads.
      async onQueryStarted({ brandId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(riskApi.util.upsertQueryData('riskSettings', brandId, data));
      },
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'RiskCase', id: 'SUMMARY' }]),
    }),
  }),
});

export const {
  useRiskCasesQuery,
  useRiskCaseQuery,
  useRiskCompareQuery,
  useRiskAccountSearchQuery,
  useLazyRiskAccountSearchQuery,
  useRiskSummaryQuery,
  useDecideRiskCaseMutation,
  useRiskSettingsQuery,
  useSaveRiskSettingsMutation,
} = riskApi;
