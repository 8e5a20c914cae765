import { request, type ClientRequest } from 'node:http';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import type { App } from '../src/app.ts';
import type { Trader } from './buying-helpers.ts';

/** An app of the suite listening on a loopback port, so a stream can be read as a browser reads it. */
export async function listening(app: App): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return address;
}

export type LiveStream = {
  status: number;
  contentType: string;
  /** The body so far (a refused stream's JSON envelope). */
  body: () => string;
  /** Event names received so far, in order. */
  events: string[];
  /** Resolves when the `n`-th event named `name` has arrived (rejects after `timeoutMs`). */
  waitFor: (name: string, n?: number, timeoutMs?: number) => Promise<void>;
  /** Resolves when the server ends the reply. */
  ended: Promise<void>;
  close: () => void;
};

/** Opens the dashboard's live stream for an account as `who` (their brand's host and token). */
export function openLive(base: string, who: Pick<Trader, 'token' | 'host'> | null, accountId: string) {
  return new Promise<LiveStream>((resolve, reject) => {
    let raw = '';
    const events: string[] = [];
    const waiters = new Set<() => void>();
    const url = new URL(`${ApiPath.dashboardLive}?traderAccountId=${encodeURIComponent(accountId)}`, base);
    const req: ClientRequest = request(
      url,
      {
        headers: {
          host: who?.host ?? 'localhost',
          accept: 'text/event-stream',
          [SITE_VERSION_HEADER]: SITE_VERSION,
          ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          raw += chunk;
          // Only whole events (ended by a blank line) count.
          const complete = raw.slice(0, raw.lastIndexOf('\n\n') + 1);
          events.splice(0, events.length, ...[...complete.matchAll(/^event: (.+)$/gm)].map((m) => m[1]!));
          for (const w of waiters) w();
        });
        const ended = new Promise<void>((ok) => res.on('end', ok).on('close', ok));
        resolve({
          ended,
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          body: () => raw,
          events,
          waitFor: (name, n = 1, timeoutMs = 2000) =>
            new Promise<void>((ok, fail) => {
              const check = () => {
                if (events.filter((e) => e === name).length >= n) {
                  waiters.delete(check);
                  clearTimeout(timer);
                  ok();
                }
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no ${n}× "${name}" within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            }),
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
    req.end();
  });
}
