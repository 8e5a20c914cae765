import { ApiPath } from '../paths.ts';
import * as journalSchemas from '../schemas/journal.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const journalEndpoints = {
  journalStats: endpoint('GET', ApiPath.journalStats, 'The trading journal: statistics of the closed trades, optionally of one tag', { querystring: journalSchemas.journalQuerySchema, response: journalSchemas.journalStatsEnvelope }),
  journalTrades: endpoint('GET', ApiPath.journalTrades, 'Closed trades with their notes and tags, newest first, paged, optionally of one tag', { querystring: journalSchemas.journalTradesQuerySchema, response: journalSchemas.journalTradesEnvelope }),
  journalNote: endpoint('POST', ApiPath.journalNote, 'Replaces a closed trade’s note and tags (-50 for another’s account, -6 for an unknown trade)', { body: journalSchemas.journalNoteRequestSchema, response: journalSchemas.journalNoteEnvelope }),
  journalExport: endpoint('GET', ApiPath.journalExport, 'The closed trades with their notes and tags as CSV (UTF-8), optionally of one tag', { querystring: journalSchemas.journalQuerySchema, produces: ['text/csv'] }),
};
