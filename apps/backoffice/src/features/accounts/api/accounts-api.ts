import {
  type AdminAccount,
  type AdminAccountStatus,
  type AdminAccountDashboard,
  type AdminAccountEvent,
  type AdminAccountsQuery,
  type AdminTraderAccountRow,
  type CursorPage,
} from '@portal/contract';
import { adminAccountsRoutes, adminCatalogueRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi, type Page } from '../../../shared/api/console-api.ts';
import { pagedList, recordById } from '../../../shared/api/endpoint-shapes.ts';

export type {
  AdminAccount,
  AdminAccountStatus,
  AdminTraderAccountRow as AccountRow,
  AdminAccountDashboard as AccountDashboard,
  AdminAccountEvent as AccountEvent,
} from '@portal/contract';
export type BlockStatus = 15 | 16 | 17 | 18;
export type PackageOption = { id: string; name: string; brandId: string };

const eventsTag = (id: string) => ({ type: 'Account' as const, id: `${id}:events` });

const accountsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    accounts: pagedList<AdminTraderAccountRow, Partial<AdminAccountsQuery>>(
      build,
      'Account',
      adminAccountsRoutes.traderAccounts,
    ),
    account: recordById<AdminAccount>(build, 'Account', adminAccountsRoutes.traderAccount),
    accountDashboard: build.query<AdminAccountDashboard, string>({
      query: (id) => requestTo(adminAccountsRoutes.traderAccountDashboard, { path: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Account', id: `${id}:dashboard` }],
    }),
    accountEvents: build.query<CursorPage<AdminAccountEvent>, { id: string; cursor?: string; pageSize: number }>({
      query: ({ id, cursor, pageSize }) =>
        requestTo(adminAccountsRoutes.traderAccountEvents, { path: { id }, params: { cursor, pageSize } }),
      providesTags: (_r, _e, { id }) => [eventsTag(id)],
    }),
    /** A brand's packages for the list's package filter. */
    accountPackageOptions: build.query<Page<PackageOption>, string>({
      query: (brandId) => requestTo(adminCatalogueRoutes.packages, { params: { brandId, pageSize: 100 } }),
      providesTags: [{ type: 'Package', id: 'LIST' }],
    }),
    /** Block (a status 15-18 with a reason) or unblock (`status` left out). */
    setAccountStatus: build.mutation<AdminAccountStatus, { id: string; status?: BlockStatus; reason: string }>({
      query: ({ id, status, reason }) =>
        status === undefined
          ? requestTo(adminAccountsRoutes.traderAccountUnblock, { path: { id }, body: { reason } })
          : requestTo(adminAccountsRoutes.traderAccountStatus, { path: { id }, body: { status, reason } }),
      // The open account takes the answered status; its log (the block is an event), the lists and the trader's
      // file read again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          accountsApi.util.updateQueryData('account', id, (account) => {
            account.status = data.status;
          }),
        );
      },
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [eventsTag(id), { type: 'Account', id: 'LIST' }, 'Trader', 'Overview'],
    }),
  }),
});

export const {
  useAccountsQuery,
  useAccountQuery,
  useAccountDashboardQuery,
  useAccountEventsQuery,
  useAccountPackageOptionsQuery,
  useSetAccountStatusMutation,
} = accountsApi;
