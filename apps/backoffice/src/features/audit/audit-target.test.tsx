import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath, OPERATOR_ACTIONS, type AuditEntry, type OperatorAction } from '@portal/contract';
import { ok, onlyPage, renderScreen } from '../../test/render-ops-screen.tsx';
import AuditScreen from './audit-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const ACCOUNT = '5d6f1c2a-8e0b-4b7e-9a51-3f2c0d9e7a61';
const GONE = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

const entry = (id: string, over: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  actorType: 'operator',
  actorId: 'op-1',
  actorEmail: 'owner@demo.test',
  actorRole: 'owner',
  ip: null,
  action: 'accounts.blocked',
  targetType: null,
  targetId: null,
  targetLabel: null,
  brandId: null,
  before: null,
  after: null,
  ...over,
});

const ENTRIES = [
  entry('1', { targetType: 'trader_account', targetId: ACCOUNT, targetLabel: '7000123' }),
  entry('2', { action: 'orders.cancelled', targetType: 'order', targetId: GONE }),
  entry('3', { action: 'sessions.ended_everywhere', targetType: 'sessions' }),
];

function show(actions: readonly OperatorAction[] = OPERATOR_ACTIONS) {
  server.use(http.get(`*${ApiPath.adminAudit}`, () => ok(onlyPage(ENTRIES))));
  renderScreen(server, { path: '/audit', route: '/audit', element: <AuditScreen />, actions: [...actions] });
}

const targetCell = async (action: string) => {
  const row = (await screen.findByText(action)).closest('tr')!;
  return within(row).getAllByRole('cell')[3]!;
};

describe('the audit log’s targets', () => {
  it('reads what the target is, links it, and keeps the id on hover', async () => {
    show();
    const cell = await targetCell('accounts.blocked');
    expect(cell).toHaveTextContent(/^Account: 7000123$/);
    expect(within(cell).getByRole('link', { name: '7000123' })).toHaveAttribute('href', `/accounts/${ACCOUNT}`);
    expect(cell.querySelector(`[title="${ACCOUNT}"]`)).not.toBeNull();
    expect(cell).not.toHaveTextContent(ACCOUNT);
  });

  it('shortens the id of a target without a name, the whole id on hover', async () => {
    show();
    const cell = await targetCell('orders.cancelled');
    expect(cell).toHaveTextContent(/^Order: 0b9a8c7d…$/);
    expect(cell.querySelector(`[title="${GONE}"]`)).not.toBeNull();
  });

  it('names a target without an id by its kind alone', async () => {
    show();
    expect(await targetCell('sessions.ended_everywhere')).toHaveTextContent(/^Sessions$/);
  });

  it('links a target only for an operator who may open its page', async () => {
    show(OPERATOR_ACTIONS.filter((a) => a !== 'accounts.read'));
    const cell = await targetCell('accounts.blocked');
    expect(cell).toHaveTextContent(/^Account: 7000123$/);
    expect(within(cell).queryByRole('link')).toBeNull();
  });
});
