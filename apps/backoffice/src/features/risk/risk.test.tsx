import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath, OPERATOR_ACTIONS } from '@portal/contract';
import { ok, onlyPage, recordingList, renderScreen } from '../../test/render-ops-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';
import { ALICE, BORIS, COMPARED, DAN, DANA, HEDGED, RING, rowOf } from '../../test/risk-fixtures.ts';
import RiskListScreen from './risk-list-screen.tsx';
import RiskCaseScreen from './risk-case-screen.tsx';
import RiskCompareScreen from './risk-compare-screen.tsx';
import { RiskNavCount } from './risk-nav-count.tsx';

const server = setupTestServer();

const caseRoute = (c: typeof RING) => ApiPath.adminRiskCase.replace(':id', c.id);
const showCase = (c: typeof RING, actions?: Parameters<typeof renderScreen>[1]['actions']) => {
  server.use(http.get(`*${caseRoute(c)}`, () => ok(c)));
  renderScreen(server, {
    path: `/risk/${c.id}`,
    route: '/risk/:id',
    element: <RiskCaseScreen />,
    ...(actions ? { actions } : {}),
  });
};

describe('the risk list', () => {
  it('lists the cases with their signal, score, rules, accounts and held payouts; filters go to the URL', async () => {
    const asked: Array<Record<string, string>> = [];
    server.use(recordingList(ApiPath.adminRiskCases, [rowOf(RING), rowOf(HEDGED)], asked));
    const user = userEvent.setup();
    renderScreen(server, { path: '/risk', route: '/risk', element: <RiskListScreen /> });
    // The first page of a loaded machine can take longer than the finders' second.
    const link = await screen.findByRole('link', { name: /Copy trading/ }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', `/risk/${RING.id}`);
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('0.92');
    expect(row).toHaveTextContent('Copy-trading ringCopy tradingShared IP address');
    expect(row).toHaveTextContent('700101 · Alice Moreau');
    expect(row).toHaveTextContent('Open');
    expect(within(row).getByRole('progressbar', { name: 'Score' })).toHaveAttribute('aria-valuenow', '0.92');
    expect(screen.getByText('2 cases')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Signal'), 'copy');
    await user.selectOptions(screen.getByLabelText('Minimum score'), '0.8');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/risk?signal=copy&minScore=0.8'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ signal: 'copy', minScore: '0.8' }));

    // the undecided ones stay the default; every status together on request
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Open (undecided)');
    await user.selectOptions(screen.getByLabelText('Status'), 'Any status');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ signal: 'copy', minScore: '0.8', status: 'any' }));
  });

  it('says when nothing waits for a decision', async () => {
    server.use(recordingList(ApiPath.adminRiskCases, [], []));
    renderScreen(server, { path: '/risk', route: '/risk', element: <RiskListScreen /> });
    expect(await screen.findByText('No open case: nothing waits for a decision.')).toBeInTheDocument();
  });

  it('shows a failed read with a retry', async () => {
    server.use(http.get(`*${ApiPath.adminRiskCases}`, () => new HttpResponse(null, { status: 500 })));
    renderScreen(server, { path: '/risk', route: '/risk', element: <RiskListScreen /> });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a risk case', () => {
  it('lays out each pair: the matched trades on one timeline with the seconds between them, shared marks, findings', async () => {
    showCase(RING);
    expect(await screen.findByRole('heading', { name: 'Copy trading · 3 accounts' })).toBeInTheDocument();
    const pair = screen.getByRole('article', { name: '700101 and 700102' });
    const matches = within(pair).getByRole('list', { name: 'Matched openings in time order' });
    const first = within(matches).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('EURUSD');
    expect(first).toHaveTextContent('4 sec 700101 first · 700102 at ×1');
    expect(first).toHaveTextContent('Sell');
    // Cleo copies Alice at twice her size: the size reads as the copier's multiple, not the leader's.
    const doubled = screen.getByRole('article', { name: '700101 and 700103' });
    const copied = within(doubled).getByRole('list', { name: 'Matched openings in time order' });
    expect(within(copied).getAllByRole('listitem')[0]).toHaveTextContent('700101 first · 700103 at ×2');
    expect(within(pair).getByText(/14 matched openings · days with a match: 4 · 82% of 700101’s trades/)).toBeVisible();
    // 14 matches: all shown (under the first twenty).
    expect(within(matches).getAllByRole('listitem')).toHaveLength(14);
    const shared = screen.getByRole('article', { name: 'Shared addresses, devices and destinations' });
    expect(shared).toHaveTextContent('IBAN •••• 4471');
    expect(shared).toHaveTextContent('Boris Ivanov, Cleo Baptiste, 1 other trader');
    const findings = screen.getByRole('article', { name: 'Strategy findings' });
    expect(findings).toHaveTextContent('No stop loss');
    expect(findings).toHaveTextContent('3 of 17 trades');
    expect(screen.getByText('No decision yet.')).toBeInTheDocument();
  });

  it('names the API key that decided, and lists the accounts that joined and left the ring', async () => {
    showCase({
      ...RING,
      status: 'watched',
      decisions: [
        {
          decision: 'watch',
          reason: 'Scripted nightly review',
          decidedBy: 'nightly-review',
          decidedByType: 'api_key',
          decidedAt: '2026-11-20T02:00:00Z',
        },
      ],
      changes: [
        {
          at: '2026-11-21T08:00:00Z',
          added: [{ accountId: 'a9', login: '700109' }],
          removed: [{ accountId: 'a4', login: '700104' }],
        },
      ],
    });
    const decisions = await screen.findByRole('article', { name: 'Decisions' });
    expect(decisions).toHaveTextContent(/by API key nightly-review/);
    const changes = screen.getByRole('article', { name: 'Ring changes' });
    expect(changes).toHaveTextContent('Joined the ring: 700109');
    expect(changes).toHaveTextContent('Left the ring: 700104');
  });

  it('confirms abuse through the dialog: a reason required, the accounts and payouts it hits named', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`*${ApiPath.adminRiskDecide.replace(':id', RING.id)}`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({
          ...RING,
          status: 'confirmed',
          decisions: [
            {
              decision: 'confirm',
              reason: 'Same IP, copied orders',
              decidedBy: 'owner@firm.test',
              decidedByType: 'operator',
              decidedAt: '2026-11-21T10:00:00Z',
            },
          ],
        });
      }),
    );
    showCase(RING);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(within(dialog).getByText('Choose a decision.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: /Confirm abuse/ }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '3 accounts will be blocked and 2 open payouts rejected, with your reason.',
    );
    // a destructive decision: the kit's danger button
    expect(within(dialog).getByRole('button', { name: 'Confirm abuse' })).toHaveClass('btn--danger');
    await user.type(within(dialog).getByLabelText('Reason'), 'Same IP, copied orders');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm abuse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ decision: 'confirm', reason: 'Same IP, copied orders' }]);
    expect(await screen.findByText(/Abuse confirmed/)).toBeInTheDocument();
    // The answered case shows: confirmed, its decision listed, nothing more to decide.
    expect(await screen.findByText('Same IP, copied orders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the refusal when the decision fails', async () => {
    server.use(
      http.post(`*${ApiPath.adminRiskDecide.replace(':id', RING.id)}`, () => new HttpResponse(null, { status: 500 })),
    );
    showCase(RING);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Watch/ }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Keep an eye');
    await user.click(within(dialog).getByRole('button', { name: 'Watch' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('shows a hedged pair and the decisions, without the decision to a role that may only read', async () => {
    showCase(
      HEDGED,
      OPERATOR_ACTIONS.filter((a) => a !== 'risk.decide'),
    );
    const hedges = await screen.findByRole('region', { name: 'Opposite positions held together' });
    expect(hedges).toHaveTextContent('XAUUSD');
    expect(hedges).toHaveTextContent('1 hr 29 min');
    expect(screen.getByText('No trade of one account was copied by the other.')).toBeInTheDocument();
    expect(screen.getByText('Same trader, both accounts funded; waiting for the next cycle.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
  });
});

describe('the compare tool', () => {
  it('finds an account by its login, compares the two and keeps them in the URL', async () => {
    const compared: Array<Record<string, string>> = [];
    server.use(
      http.get(`*${ApiPath.adminTraderAccounts}`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        const row = { id: BORIS.accountId, login: BORIS.login, email: BORIS.traderEmail };
        return ok(onlyPage(q === '700102' ? [row] : []));
      }),
      http.get(`*${ApiPath.adminRiskCompare}`, ({ request }) => {
        compared.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok(COMPARED);
      }),
    );
    const user = userEvent.setup();
    renderScreen(server, { path: '/risk/compare', route: '/risk/compare', element: <RiskCompareScreen /> });
    await user.click(await screen.findByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose two accounts.');
    await user.type(screen.getByLabelText('First account'), ALICE.accountId);
    await user.type(screen.getByLabelText('Second account'), '700102');
    await user.click(await screen.findByRole('button', { name: /700102 · boris@example.com/ }));
    // the picked account shows by its login, its trader under it, never as its id
    expect(screen.getByLabelText('Second account')).toHaveValue('700102');
    expect(screen.getByLabelText('Second account')).toHaveAccessibleDescription('700102 · boris@example.com');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('article', { name: '700101 and 700102' })).toBeInTheDocument();
    expect(compared.at(-1)).toEqual({ a: ALICE.accountId, b: BORIS.accountId });
    expect(screen.getByTestId('location')).toHaveTextContent(`/risk/compare?a=${ALICE.accountId}&b=${BORIS.accountId}`);
    // the id typed into the first field is named once compared
    expect(screen.getByLabelText('First account')).toHaveValue('700101');
    expect(screen.getByLabelText('First account')).toHaveAccessibleDescription('700101 · Alice Moreau');
  });

  /** The account search as the server answers it: an exact login, or every account whose trader's e-mail begins so. */
  const searchable = () =>
    http.get(`*${ApiPath.adminTraderAccounts}`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const rows = [ALICE, BORIS, DAN, DANA]
        .filter((x) => x.login === q || x.traderEmail.startsWith(q))
        .map((x) => ({ id: x.accountId, login: x.login, email: x.traderEmail, platformAccountId: null }));
      return ok(onlyPage(rows));
    });

  it('compares two typed logins without a click on a suggestion: each resolves to its one account', async () => {
    const compared: Array<Record<string, string>> = [];
    server.use(
      searchable(),
      http.get(`*${ApiPath.adminRiskCompare}`, ({ request }) => {
        compared.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok(COMPARED);
      }),
    );
    const user = userEvent.setup();
    renderScreen(server, { path: '/risk/compare', route: '/risk/compare', element: <RiskCompareScreen /> });
    await user.type(await screen.findByLabelText('First account'), '700101');
    await user.type(screen.getByLabelText('Second account'), 'boris@example.com');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('article', { name: '700101 and 700102' })).toBeInTheDocument();
    expect(compared).toEqual([{ a: ALICE.accountId, b: BORIS.accountId }]);
    expect(screen.getByLabelText('Second account')).toHaveValue('700102');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a typed text names no account or several, and compares nothing', async () => {
    const compared: unknown[] = [];
    server.use(
      searchable(),
      http.get(`*${ApiPath.adminRiskCompare}`, () => {
        compared.push(1);
        return ok(COMPARED);
      }),
    );
    const user = userEvent.setup();
    renderScreen(server, { path: '/risk/compare', route: '/risk/compare', element: <RiskCompareScreen /> });
    await user.type(await screen.findByLabelText('First account'), '799999');
    await user.type(screen.getByLabelText('Second account'), 'dan@');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'First account: no account matches “799999”. Second account: several accounts match “dan@”; choose one from the list.',
    );
    expect(compared).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/risk\/compare$/);
  });
});

describe('the menu count', () => {
  it('shows how many cases wait above the threshold, nothing when none', async () => {
    server.use(http.get(`*${ApiPath.adminRiskSummary}`, () => ok({ openAboveThreshold: 3 })));
    renderScreen(server, { path: '/', route: '/', element: <RiskNavCount /> });
    expect(await screen.findByLabelText('3 cases wait for a decision')).toHaveTextContent('3');
  });
});
