import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { BRANDS, ok, onlyPage, renderScreen, recordingList } from '../../test/render-ops-screen.tsx';
import VerificationScreen from './verification-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

/** The trader both queues' items are about. */
const ERIN = { traderId: 't1', traderEmail: 'erin@example.com', traderName: 'Erin Walsh' };

const CASE = {
  id: '11111111-1111-4111-8111-111111111111',
  brandId: BRANDS[0]!.id,
  ...ERIN,
  country: 'GB',
  dateOfBirth: null,
  step: 'identity',
  status: 1,
  documentType: 'passport',
  documents: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      slot: 'front',
      fileName: 'passport.png',
      mime: 'image/png',
      size: 2048,
    },
  ],
  reason: null,
  createdAt: '2026-11-24T10:00:00Z',
  decidedAt: null,
};
const render = (actions?: Parameters<typeof renderScreen>[1]['actions']) =>
  renderScreen(server, {
    path: '/verification',
    route: '/verification',
    element: <VerificationScreen />,
    ...(actions ? { actions } : {}),
  });

describe('the identity queue', () => {
  it('lists a case with its documents and approves it', async () => {
    const decisions: unknown[] = [];
    let decided = false;
    server.use(
      http.get(`*${ApiPath.adminIdentityCases}`, () => ok(onlyPage(decided ? [] : [CASE]))),
      http.post(`*/api/admin/v1/Kyc/identity/${CASE.id}/decide`, async ({ request }) => {
        decisions.push(await request.json());
        decided = true;
        return ok({ ...CASE, status: 2 });
      }),
    );
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('article', { name: 'Erin Walsh · Identity' });
    expect(within(card).getByRole('link', { name: 'Front: passport.png' })).toHaveAttribute(
      'href',
      `/api/admin/v1/Kyc/identity/${CASE.id}/documents/${CASE.documents[0]!.id}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(decisions).toEqual([{ decision: 'approve', reason: null }]);
  });

  it('asks for a reason before a rejection or a retry, which the trader sees', async () => {
    const decisions: unknown[] = [];
    server.use(
      http.get(`*${ApiPath.adminIdentityCases}`, () => ok(onlyPage([CASE]))),
      http.post(`*/api/admin/v1/Kyc/identity/${CASE.id}/decide`, async ({ request }) => {
        decisions.push(await request.json());
        return ok({ ...CASE, status: 4 });
      }),
    );
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('article', { name: 'Erin Walsh · Identity' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Give a reason the trader will see.');
    expect(decisions).toEqual([]);
    await user.type(within(card).getByLabelText('Reason (shown to the trader)'), 'The photo is blurred.');
    await user.click(within(card).getByRole('button', { name: 'Ask for a retry' }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'retry', reason: 'The photo is blurred.' }]));
  });

  it('shows the queue without decisions to an operator who may not decide', async () => {
    server.use(http.get(`*${ApiPath.adminIdentityCases}`, () => ok(onlyPage([CASE]))));
    render(['overview.read', 'traders.read']);
    const card = await screen.findByRole('article', { name: 'Erin Walsh · Identity' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});

const CONTRACT = {
  id: '33333333-3333-4333-8333-333333333333',
  brandId: BRANDS[1]!.id,
  ...ERIN,
  accountId: 'acc-1',
  accountLogin: '700123',
  accountStatus: 1,
  status: 1,
  signedName: 'Erin Walsh',
  signedAt: '2026-11-24T11:00:00Z',
  signedIp: '203.0.113.9',
  signedUserAgent: 'Firefox',
  pdfSha256: 'ab'.repeat(32),
  reason: null,
  createdAt: '2026-11-24T10:00:00Z',
};

describe('the contract queue', () => {
  it('narrows to one brand, and a rejection needs the reason the trader sees', async () => {
    const asked: Array<Record<string, string>> = [];
    const decisions: unknown[] = [];
    server.use(
      http.get(`*${ApiPath.adminIdentityCases}`, () => ok(onlyPage([]))),
      recordingList(ApiPath.adminContracts, [CONTRACT], asked),
      http.post(`*/api/admin/v1/Kyc/contracts/${CONTRACT.id}/decide`, async ({ request }) => {
        decisions.push(await request.json());
        return ok({ ...CONTRACT, status: 3 });
      }),
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No verification waits for a decision.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Contract queue' }));
    const card = await screen.findByRole('article', { name: 'Contract for account 700123' });
    expect(within(card).getByText('ab'.repeat(32))).toHaveClass('bo-mono');
    expect(asked[0]).toEqual({ status: '1', pageSize: '100' });
    expect(asked[0]).not.toHaveProperty('brandId');

    await user.selectOptions(screen.getByLabelText('Brand'), 'Beta Capital');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(`/verification?brandId=${BRANDS[1]!.id}`);
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ brandId: BRANDS[1]!.id, pageSize: '100' }));

    const shown = await screen.findByRole('article', { name: 'Contract for account 700123' });
    await user.click(within(shown).getByRole('button', { name: 'Reject: the account is disabled' }));
    expect(within(shown).getByRole('alert')).toHaveTextContent('Give a reason the trader will see.');
    await user.type(within(shown).getByLabelText('Reason (shown to the trader)'), 'The name does not match.');
    await user.click(within(shown).getByRole('button', { name: 'Reject: the account is disabled' }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'reject', reason: 'The name does not match.' }]));
  });
});
