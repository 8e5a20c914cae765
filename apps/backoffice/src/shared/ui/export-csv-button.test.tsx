import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { renderScreen } from '../../test/render-ops-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

const server = setupTestServer();

afterEach(() => vi.restoreAllMocks());

describe('Export CSV', () => {
  it("asks for the list's filters, is busy until the file has come, and saves it under the server's name", async () => {
    const asked: Array<Record<string, string>> = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*${ApiPath.adminOrdersExport}`, async ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        await held;
        return new HttpResponse('id,number\r\no-1,A-1001\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders-2026-11-29.csv"',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderScreen(server, {
      path: '/orders',
      route: '/orders',
      element: <ExportCsvButton path={ApiPath.adminOrdersExport} filters={{ status: 1, q: undefined }} />,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(asked).toEqual([{ status: '1' }]);
    await waitFor(() => expect(saved).toEqual(['orders-2026-11-29.csv']));
  });

  it('says so when the export is refused, and can be tried again', async () => {
    server.use(
      http.get(`*${ApiPath.adminOrdersExport}`, () =>
        HttpResponse.json({ result: ResultCode.NotAuthorized, data: null }, { status: 403 }),
      ),
    );
    renderScreen(server, {
      path: '/orders',
      route: '/orders',
      element: <ExportCsvButton path={ApiPath.adminOrdersExport} filters={{}} />,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Try again.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
