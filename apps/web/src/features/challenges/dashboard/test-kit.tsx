import { ApiPath, type PlatformTime, type SecondChanceOffer, type TraderAccount } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../../app/test-support.tsx';
import type { CredentialsDialogSlot } from '../../../shared/composition/slots.ts';
import { traderAccount } from '../../../test/buying-fixtures.ts';
import * as fixtures from '../../../test/dashboard-fixtures.ts';
import { emptyJournal } from '../../../test/journal-fixtures.ts';
import { envelope, on } from '../../../test/mock-api.ts';
import ChallengeScreen from '../challenge-screen.tsx';

/** Test helpers of the challenge dashboard (not a test file). */

export const StubDialog: CredentialsDialogSlot = ({ traderAccountId, platform }) => (
  <div role="dialog" aria-label="Credentials stub">
    {traderAccountId} on {platform.name}
  </div>
);

type Answer<T> = T | (() => Response);
const answer = <T,>(value: Answer<T>) =>
  typeof value === 'function' ? (value as () => Response) : () => envelope(0, value);

export type DashboardAnswers = {
  accounts?: TraderAccount[];
  requirements?: Array<Answer<ReturnType<typeof fixtures.requirements>>>;
  metrics?: Array<Answer<ReturnType<typeof fixtures.metrics>>>;
  chart?: Array<Answer<ReturnType<typeof fixtures.chart>>>;
  history?: Array<Answer<ReturnType<typeof fixtures.history>>>;
  /** the live stream; by default refused (503), so the dashboard polls */
  live?: () => Response;
  /** a failed account's second chance; by default the package offers none */
  secondChance?: Array<Answer<SecondChanceOffer>>;
  platformTime?: Array<Answer<PlatformTime>>;
};

/**
 * A live stream the test drives: each request opens a new stream (the last one is the one `send` writes to).
 */
export function liveStream() {
  let current: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  return {
    response: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            current = controller;
          },
        }),
        { headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
      ),
    send: (event: string) => current?.enqueue(encoder.encode(`event: ${event}\ndata: acc-1\n\n`)),
    end: () => {
      current?.close();
      current = null;
    },
  };
}

/** Answers every dashboard call (each list answers in turn, its last answer repeating) and records them. */
export function serveDashboard(answers: DashboardAnswers = {}) {
  const accounts = answers.accounts ?? [traderAccount()];
  return {
    accounts: on('get', ApiPath.traderAccounts, () =>
      envelope(0, { items: accounts, useGroups: false, useTraderPackageType: false }),
    ),
    requirements: on(
      'get',
      ApiPath.accountDataRequirements,
      ...(answers.requirements ?? [fixtures.requirements()]).map(answer),
    ),
    metrics: on('get', ApiPath.tradingMetrics, ...(answers.metrics ?? [fixtures.metrics()]).map(answer)),
    chart: on('get', ApiPath.chart, ...(answers.chart ?? [fixtures.chart()]).map(answer)),
    history: on('get', ApiPath.accountHistory, ...(answers.history ?? [fixtures.history()]).map(answer)),
    platformTime: on('get', ApiPath.platformTime, ...(answers.platformTime ?? [fixtures.platformTime()]).map(answer)),
    live: on('get', ApiPath.dashboardLive, answers.live ?? (() => new Response(null, { status: 503 }))),
    secondChance: on('get', ApiPath.secondChance, ...(answers.secondChance ?? [fixtures.secondChance()]).map(answer)),
    // The journal below the trades: empty unless a test serves its own (journal-panel.test.tsx).
    journal: on('get', ApiPath.journalStats, () => envelope(0, emptyJournal())),
  };
}

/** The dashboard of account `id`, opened at its address and `search` (a link's query). */
export function renderDashboard(id = 'acc-1', search = '') {
  return renderRoutes(
    [
      { path: '/dashboard/challenge/:id', element: <ChallengeScreen CredentialsDialog={StubDialog} /> },
      { path: '/dashboard/home', element: <p>home page</p> },
      { path: '/dashboard/new-challenge', element: <p>new challenge page</p> },
      { path: '/dashboard/profile/verification', element: <p>verification page</p> },
    ],
    { store: makeStore(), at: `/dashboard/challenge/${id}${search}` },
  );
}
