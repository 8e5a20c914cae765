import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { ME, ok } from './catalogue-fixtures.ts';

/** A save the server refuses on its fields (400, -200), each issue at its path. */
export const refusedWith = (issues: { path: string; message: string; detail?: string }[]) =>
  HttpResponse.json({ result: -200, data: { issues } }, { status: 400 });

/**
 * A settings screen's server: the operator's Me with `actions`, the brand's settings at `url`, and, with `saved`,
 * a save that keeps each body it gets and answers `saved(body)`. Returns what the saves sent.
 */
export function serveSettings(
  server: SetupServer,
  o: { url: string; actions: string[]; settings: unknown; saved?: (body: unknown) => Response },
): unknown[] {
  const sent: unknown[] = [];
  const save = o.saved;
  server.use(
    http.get('*/api/admin/v1/auth/Me', () => ok({ ...ME, actions: o.actions })),
    http.get(o.url, () => ok(o.settings)),
    ...(save
      ? [
          http.post(o.url, async ({ request }) => {
            const body = await request.json();
            sent.push(body);
            return save(body);
          }),
        ]
      : []),
  );
  return sent;
}
