import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test/render-screen.tsx';
import { CODE, PACKAGE, meHandler, ok } from '../../test/catalogue-fixtures.ts';
import { codeStatus } from './catalogue-format.ts';
import CatalogueScreen from './catalogue-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const hidden = { ...PACKAGE, id: '44444444-4444-4444-8444-444444444444', name: 'Old 5K', visible: false };
/** A page of codes; `pages` the cursors of the pages beside it (none: the only page). */
const codesPage = (items: Array<typeof CODE>, pages: { next?: string; previous?: string } = {}) => ({
  items,
  next: null,
  previous: null,
  count: { kind: 'exact', value: items.length },
  ...pages,
});

describe('the catalogue', () => {
  it('lists the packages (hidden ones too) and the codes with their derived status', async () => {
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages', () => ok({ items: [PACKAGE, hidden], totalCount: 2 })),
      http.get('*/api/admin/v1/DiscountCodes', () => ok(codesPage([CODE]))),
    );
    renderScreen(<CatalogueScreen />, '/catalogue', '/catalogue');
    const row = (await screen.findByRole('link', { name: PACKAGE.name })).closest('tr')!;
    expect(row).toHaveTextContent('$155');
    expect(row).toHaveTextContent('Visible');
    expect(screen.getByRole('link', { name: 'Old 5K' }).closest('tr')).toHaveTextContent('Hidden');
    const codeRow = (await screen.findByRole('link', { name: 'WELCOME10' })).closest('tr')!;
    expect(codeRow).toHaveTextContent('10% off');
    expect(codeRow).toHaveTextContent('5 of 5');
    expect(codeRow).toHaveTextContent('Used up');
  });

  it('pages the codes by position, the page in the URL', async () => {
    const asked: Array<string | null> = [];
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages', () => ok({ items: [PACKAGE], totalCount: 1 })),
      http.get('*/api/admin/v1/DiscountCodes', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        return ok(
          cursor === null
            ? { ...codesPage([CODE], { next: 'older' }), count: { kind: 'exact', value: 26 } }
            : {
                ...codesPage([{ ...CODE, id: 'c-2', code: 'SPRING5' }], { previous: 'newer' }),
                count: { kind: 'exact', value: 26 },
              },
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderScreen(<CatalogueScreen />, '/catalogue', '/catalogue');
    expect(await screen.findByRole('link', { name: 'WELCOME10' })).toBeInTheDocument();
    expect(screen.getByText('26 discount codes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'SPRING5' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cursor=older');
    expect(asked).toEqual([null, 'older']);
  });

  it('creates a percentage code for one package, validated with the contract', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages', () => ok({ items: [PACKAGE], totalCount: 1 })),
      http.get('*/api/admin/v1/DiscountCodes', () => ok(codesPage([]))),
      http.post('*/api/admin/v1/DiscountCodes', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ok({ ...CODE, code: 'E2E4', usedCount: 0 });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<CatalogueScreen />, '/catalogue', '/catalogue');
    expect(await screen.findByText('This brand has no discount codes yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New discount code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Code'), 'bad code!');
    await user.type(within(dialog).getByLabelText('Percent off'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('Use only letters, digits, hyphens and underscores')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'e2e4');
    await user.type(within(dialog).getByLabelText('Usage limit'), '3');
    await user.click(within(dialog).getByLabelText('Every package of the brand'));
    await user.click(within(dialog).getByLabelText(/Two-Step Challenge 10K/));
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({
      brandId: PACKAGE.brandId,
      code: 'E2E4',
      kind: 'percent',
      value: 20,
      currency: null,
      expiresAt: null,
      usageLimit: 3,
      packageIds: [PACKAGE.id],
    });
    expect(await screen.findByText('The code E2E4 was created.')).toBeInTheDocument();
  });

  it('says a percentage above 100 before sending, and a code the server refuses in words', async () => {
    const sent: unknown[] = [];
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages', () => ok({ items: [PACKAGE], totalCount: 1 })),
      http.get('*/api/admin/v1/DiscountCodes', () => ok(codesPage([]))),
      http.post('*/api/admin/v1/DiscountCodes', async ({ request }) => {
        sent.push(await request.json());
        return Response.json(
          { result: -200, data: { issues: [{ path: 'code', message: 'validation.codeTaken' }] } },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderScreen(<CatalogueScreen />, '/catalogue', '/catalogue');
    expect(await screen.findByText('This brand has no discount codes yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New discount code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Code'), 'WELCOME10');
    await user.type(within(dialog).getByLabelText('Percent off'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('Enter a percentage from 1 to 100')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Percent off'));
    await user.type(within(dialog).getByLabelText('Percent off'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('This code is already used in this brand')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('shows a failed load as an error', async () => {
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages', () => Response.json({ result: -1, data: null }, { status: 500 })),
      http.get('*/api/admin/v1/DiscountCodes', () => ok(codesPage([]))),
    );
    renderScreen(<CatalogueScreen />, '/catalogue', '/catalogue');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('a code’s status', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it('is inactive, expired, used up or active, in that order', () => {
    expect(codeStatus({ ...CODE, isActive: false }, now)).toBe('inactive');
    expect(codeStatus({ ...CODE, expiresAt: '2026-05-31T23:59:59Z' }, now)).toBe('expired');
    expect(codeStatus({ ...CODE, usedCount: 5, usageLimit: 5 }, now)).toBe('usedUp');
    expect(codeStatus({ ...CODE, usedCount: 1, usageLimit: null, expiresAt: '2026-07-01T00:00:00Z' }, now)).toBe(
      'active',
    );
  });
});
