import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test/render-screen.tsx';
import { PACKAGE, meHandler, ok } from '../../test/catalogue-fixtures.ts';
import PackageScreen from './package-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const open = () => renderScreen(<PackageScreen />, '/catalogue/packages/:id', `/catalogue/packages/${PACKAGE.id}`);

/** Phase 1's limit (%) field of a rule, once the page shows it. */
async function phase1Limit(rule: string) {
  const phase1 = await screen.findByRole('group', { name: 'Phase 1' });
  return within(within(phase1).getByRole('group', { name: rule })).getByLabelText('Limit (%)');
}

/** Types a new limit into the field and saves the form. */
async function saveLimit(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('the package page', () => {
  it('shows the rules in words and saves only what changed (phase 1 daily loss 5 → 4 %)', async () => {
    let sent: unknown = null;
    let current = PACKAGE;
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages/:id', () => ok(current)),
      http.post('*/api/admin/v1/Packages/:id', async ({ request }) => {
        sent = await request.json();
        current = {
          ...PACKAGE,
          phases: (sent as { phases: typeof PACKAGE.phases }).phases.map((p, i) => ({
            ...PACKAGE.phases[i]!,
            rules: p.rules,
          })),
        };
        return ok(current);
      }),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: PACKAGE.name, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Daily loss limit: 5 % of the initial balance')).toBeInTheDocument();
    expect(screen.getByText(/Changes apply to orders placed after you save/)).toBeInTheDocument();

    const daily = await phase1Limit('Daily loss');
    expect(daily).toHaveValue('5');
    await saveLimit(user, daily, '4');

    await waitFor(() => expect(sent).not.toBeNull());
    const body = sent as { phases: Array<{ index: number; rules: { dailyLoss: { percent: number } } }> };
    expect(Object.keys(body)).toEqual(['phases']);
    expect(body.phases.map((p) => [p.index, p.rules.dailyLoss.percent])).toEqual([
      [1, 4],
      [2, 5],
    ]);
    expect(await screen.findByText(/was saved\. The change applies to orders placed from now on/)).toBeInTheDocument();
  });

  it('refuses a percentage out of the contract’s range on the field, sending nothing', async () => {
    let posted = false;
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages/:id', () => ok(PACKAGE)),
      http.post('*/api/admin/v1/Packages/:id', () => {
        posted = true;
        return ok(PACKAGE);
      }),
    );
    const user = userEvent.setup();
    open();
    const maxLoss = await phase1Limit('Maximum loss');
    await saveLimit(user, maxLoss, '150');
    expect(await screen.findByText('At most 100')).toBeInTheDocument();
    expect(maxLoss).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  it('says why a save was refused in the form, as an alert brought into view (the button is at its foot)', async () => {
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages/:id', () => ok(PACKAGE)),
      http.post('*/api/admin/v1/Packages/:id', () => Response.json({ result: -8, data: null }, { status: 500 })),
    );
    // jsdom lays nothing out and has no scrollIntoView: record which element asked to be brought into view
    const scrolled: Element[] = [];
    const jsdomOwn = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const user = userEvent.setup();
      open();
      await saveLimit(user, await phase1Limit('Daily loss'), '4');

      const form = screen.getByRole('form', { name: 'Edit the package' });
      const alert = await within(form).findByRole('alert');
      expect(alert).toHaveTextContent('The server could not do this. Please try again.');
      expect(scrolled.some((el) => el.contains(alert))).toBe(true);
    } finally {
      Element.prototype.scrollIntoView = jsdomOwn;
    }
  });

  it('turns a rule off as null and hides the package after a confirmation', async () => {
    let sent: Record<string, unknown> | null = null;
    let visibility: unknown = null;
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages/:id', () => ok(PACKAGE)),
      http.post('*/api/admin/v1/Packages/:id/visibility', async ({ request }) => {
        visibility = await request.json();
        return ok({ ...PACKAGE, visible: false });
      }),
      http.post('*/api/admin/v1/Packages/:id', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ok(PACKAGE);
      }),
    );
    const user = userEvent.setup();
    open();
    const funded = await screen.findByRole('group', { name: 'Funded stage' });
    await user.click(
      within(within(funded).getByRole('group', { name: 'Minimum trading days' })).getByLabelText('Applies'),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(Object.keys(sent!)).toEqual(['funded']);
    expect((sent!.funded as { tradingDays: unknown }).tradingDays).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: `Hide ${PACKAGE.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(visibility).toEqual({ visible: false }));
    expect(await screen.findByText('Hidden')).toBeInTheDocument();
  });

  it('says so when the package is not in the operator’s brands', async () => {
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Packages/:id', () => Response.json({ result: -50, data: null }, { status: 403 })),
    );
    open();
    expect(await screen.findByText('No package with this ID in your brands.')).toBeInTheDocument();
  });
});
