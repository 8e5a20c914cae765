import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test/render-screen.tsx';
import { meHandler, ok } from '../../test/catalogue-fixtures.ts';
import CalendarScreen from './calendar-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const report = (dryRun: boolean, problems: number) => ({
  id: 'imp-1',
  at: '2026-11-20T10:00:00.000Z',
  actorType: 'operator',
  actorId: 'op-1',
  actorEmail: 'owner@demo.test',
  fileName: 'week.csv',
  format: 'csv',
  read: 3,
  inserted: dryRun ? 0 : 2,
  updated: 0,
  unchanged: 0,
  skipped: problems,
  problems,
  applied: !dryRun,
  dryRun,
  rangeFrom: '2026-11-23T08:30:00.000Z',
  rangeTo: '2026-11-27T15:00:00.000Z',
  problemRows: problems ? [{ line: 4, message: 'impact is not one of low, medium, high' }] : [],
});

describe('the calendar import', () => {
  it('checks the CSV first (bad rows by line), imports only once allowed, then lists it', async () => {
    const calls: Array<{ query: string; type: string | null; body: string }> = [];
    let imported = false;
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Calendar/imports', () =>
        ok({
          items: imported ? [report(false, 1)] : [],
          next: null,
          previous: null,
          count: { kind: 'exact', value: imported ? 1 : 0 },
        }),
      ),
      http.post('*/api/admin/v1/Calendar/import', async ({ request }) => {
        const url = new URL(request.url);
        calls.push({ query: url.search, type: request.headers.get('content-type'), body: await request.text() });
        const dryRun = url.searchParams.get('dryRun') === 'true';
        if (!dryRun) imported = true;
        return ok(report(dryRun, 1));
      }),
    );
    const user = userEvent.setup();
    renderScreen(<CalendarScreen />, '/calendar', '/calendar');
    expect(await screen.findByText('No import yet.')).toBeInTheDocument();
    const csv = 'time,currency,impact,title\n2026-11-23T08:30Z,USD,high,NFP\n';
    await user.upload(screen.getByLabelText('File'), new File([csv], 'week.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Check file' }));

    expect(await screen.findByText('impact is not one of low, medium, high')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      query: '?dryRun=true&skipInvalid=false&fileName=week.csv',
      type: 'text/csv',
      body: csv,
    });
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.click(screen.getByLabelText('Import the good rows of a file with bad ones'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(calls.at(-1)?.query).toBe('?dryRun=false&skipInvalid=true&fileName=week.csv'));
    expect(await screen.findByText('Imported: 2 new and 0 changed events.')).toBeInTheDocument();
    expect(await screen.findByText('Imported')).toBeInTheDocument();
    expect(screen.getByText('1 import')).toBeInTheDocument();
  });
});
