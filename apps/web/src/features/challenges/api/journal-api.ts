import type { JournalNote, JournalNoteRequest, JournalStats, JournalTrades } from '@portal/contract';
import { journalRoutes } from '@portal/contract/routes';
import { configOf, requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';
import { api } from '../../../shared/api/http-client.ts';

export type JournalArgs = { traderAccountId: string; tag?: string | undefined };
/** A page of the trades: none for the newest, else a cursor of an answer. */
export type JournalTradesArgs = JournalArgs & { cursor?: string; pageSize: number };

/** A query's parameters without an unset tag (the contract's query has no empty tag). */
const params = <T extends JournalArgs>({ tag, ...rest }: T) => (tag === undefined ? rest : { ...rest, tag });

/** The trading journal of an account (ours): its statistics, its trades with notes and tags, a note saved. */
export const journalApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    getJournalStats: build.query<JournalStats, JournalArgs>({
      query: (args) => requestTo(journalRoutes.journalStats, { params: params(args) }),
      providesTags: (_r, _e, { traderAccountId }) => [{ type: 'JournalStats', id: traderAccountId }],
    }),
    getJournalTrades: build.query<JournalTrades, JournalTradesArgs>({
      query: (args) => requestTo(journalRoutes.journalTrades, { params: params(args) }),
      providesTags: (_r, _e, { traderAccountId }) => [{ type: 'JournalTrades', id: traderAccountId }],
    }),
    /** A note or tags change what a tag filter selects: the account's statistics and trades are read again. */
    saveJournalNote: build.mutation<JournalNote, JournalNoteRequest>({
      query: (body) => requestTo(journalRoutes.journalNote, { body }),
      invalidatesTags: (result, _e, { traderAccountId }) =>
        result
          ? [
              { type: 'JournalStats', id: traderAccountId },
              { type: 'JournalTrades', id: traderAccountId },
            ]
          : [],
    }),
  }),
});

export const { useGetJournalStatsQuery, useGetJournalTradesQuery, useSaveJournalNoteMutation } = journalApi;

/**
 * The trades as CSV (the call carries the trader's token, so a plain link cannot fetch it). A download, not data
 * to keep: it goes through the client directly and is never cached.
 */
export async function getJournalCsv(args: JournalArgs): Promise<Blob> {
  const res = await api.request<Blob>(
    configOf(
      journalRoutes.journalExport,
      { params: params(args), headers: { Accept: 'text/csv' } },
      { responseType: 'blob' },
    ),
  );
  return res.data;
}
