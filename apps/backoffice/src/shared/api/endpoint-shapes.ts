import { requestTo, type EndpointRoute } from '@portal/ui/api/request-to.ts';
import type { CursorPage } from '@portal/contract';
import { pageTags, type consoleApi, type ConsoleTag } from './console-api.ts';

/** The `build` a feature's `injectEndpoints` hands its endpoints. */
type ConsoleBuild = Parameters<Parameters<typeof consoleApi.injectEndpoints>[0]['endpoints']>[0];

/**
 * The read shapes most features share, as the definitions `build.query` answers (nothing beside RTK Query): a page
 * (read by position) of a list asked for with the list's query parameters, tagged as the list and per row; one record by its id,
 * tagged with it.
 */
export const pagedList = <Row extends { id: string }, Params extends object>(
  build: ConsoleBuild,
  type: ConsoleTag,
  endpoint: EndpointRoute,
) =>
  build.query<CursorPage<Row>, Params>({
    query: (params) => requestTo(endpoint, { params }),
    providesTags: (page) => pageTags(type, page),
  });

export const recordById = <Record>(build: ConsoleBuild, type: ConsoleTag, endpoint: EndpointRoute) =>
  build.query<Record, string>({
    query: (id) => requestTo(endpoint, { path: { id } }),
    providesTags: (_r, _e, id) => [{ type, id }],
  });
