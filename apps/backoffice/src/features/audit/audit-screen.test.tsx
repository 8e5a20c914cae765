import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath, type AuditEntry } from '@portal/contract';
import { ok, onlyPage, renderScreen } from '../../test/render-ops-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { auditActionLabel, readableAction } from './audit-action.ts';
import AuditScreen from './audit-screen.tsx';

const server = setupTestServer();

const ENTRY: AuditEntry = {
  id: '1',
  at: '2026-11-30T11:40:38.349Z',
  actorType: 'operator',
  actorId: '11111111-1111-4111-8111-111111111111',
  actorEmail: 'owner@demo.test',
  actorRole: 'owner',
  ip: null,
  action: 'auth.signed_in',
  targetType: 'operator',
  targetId: '11111111-1111-4111-8111-111111111111',
  targetLabel: 'owner@demo.test',
  brandId: null,
  before: null,
  after: { signedIn: true },
};

function serveAudit(entries: AuditEntry[]) {
  const asked: string[] = [];
  server.use(
    http.get(`*${ApiPath.adminAudit}`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return ok(onlyPage(entries));
    }),
  );
  return asked;
}

const render = () => renderScreen(server, { path: '/audit', route: '/audit', element: <AuditScreen /> });

describe('the audit log', () => {
  it('names each action in words, an unknown one readably, and dates the changes as the list does', async () => {
    serveAudit([ENTRY, { ...ENTRY, id: '2', action: 'widgets.bulkRenamed' }]);
    render();
    const row = (await screen.findByText('auth.signed_in')).closest('tr')!;
    expect(row).toHaveTextContent('Signed inauth.signed_in');
    expect(screen.getByText('widgets.bulkRenamed').closest('td')).toHaveTextContent('Widgets · bulk renamed');
    await userEvent.click(screen.getAllByRole('button', { name: 'Changes' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Changes: Signed in' });
    expect(within(dialog).queryByText(ENTRY.at)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Nov 30, 2026/)).toBeInTheDocument();
  });

  it('says an actor that is neither an e-mail nor an id, and a range that ends before it starts, without asking', async () => {
    const asked = serveAudit([ENTRY]);
    render();
    await screen.findByText('Signed in');
    const before = asked.length;
    await userEvent.type(screen.getByLabelText('Actor (e-mail or ID)'), 'Jane Owner');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Enter an operator’s e-mail, or the ID of an operator or API key (as shown on its page), not a name',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(asked.length).toBe(before);
  });

  it('asks by the e-mail an analyst knows, or by an id, and shows either back from the URL', async () => {
    const asked = serveAudit([ENTRY]);
    render();
    await screen.findByText('Signed in');
    const actor = screen.getByLabelText('Actor (e-mail or ID)');
    await userEvent.type(actor, 'Owner@Demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // as typed: the API takes an e-mail in any case
    await waitFor(() => expect(new URLSearchParams(asked.at(-1)).get('actorEmail')).toBe('Owner@Demo.test'));
    expect(new URLSearchParams(asked.at(-1)).get('actorId')).toBeNull();
    expect(actor).toHaveValue('Owner@Demo.test');

    await userEvent.clear(actor);
    await userEvent.type(actor, ENTRY.actorId!);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(new URLSearchParams(asked.at(-1)).get('actorId')).toBe(ENTRY.actorId));
    expect(new URLSearchParams(asked.at(-1)).get('actorEmail')).toBeNull();
  });

  it('reads the oldest entries first on request, the time column saying which way', async () => {
    const asked = serveAudit([ENTRY]);
    render();
    await screen.findByText('Signed in');
    const time = () => screen.getByRole('columnheader', { name: /Time|When/ });
    expect(time()).toHaveAttribute('aria-sort', 'descending');
    expect(new URLSearchParams(asked.at(-1)).get('order')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(new URLSearchParams(asked.at(-1)).get('order')).toBe('asc'));
    await waitFor(() => expect(time()).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByLabelText('Order')).toHaveDisplayValue('Oldest first');
  });

  it('makes a group of actions, or an action the catalogue lacks, readable rather than failing', () => {
    const t = i18n.getFixedT('en');
    expect(auditActionLabel(t, i18n, 'auth.signed_in')).toBe('Signed in');
    expect(auditActionLabel(t, i18n, 'auth')).toBe('Auth');
    expect(readableAction('operators.sessions_ended')).toBe('Operators · sessions ended');
  });
});
