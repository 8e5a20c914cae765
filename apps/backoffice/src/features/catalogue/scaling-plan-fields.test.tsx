import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wellKnownScalingPlan, type ScalingPlan } from '@portal/contract';
import { renderScreen } from '../../test/render-screen.tsx';
import { retype, savedBody, saveChanges } from '../../test/user-input.ts';
import { PACKAGE, meHandler, ok } from '../../test/catalogue-fixtures.ts';
import { setupTestServer } from '../../test/msw-server.ts';
import PackageScreen from './package-screen.tsx';

const server = setupTestServer();
const open = () => renderScreen(<PackageScreen />, '/catalogue/packages/:id', `/catalogue/packages/${PACKAGE.id}`);
const PLAN: ScalingPlan = wellKnownScalingPlan(4_000_000, {
  period: { unit: 'months', count: 4 },
  conditions: { minProfitPercent: 10, minPaidPayouts: 2, noBreach: true, inProfitAtReview: false },
  step: { kind: 'fixed', value: 500_000 },
  review: 'auto',
  terms: [{ fromStep: 2, profitSplitPercent: 90, dailyLossPercent: null }],
});

/** The package page whose POST answers the body back; `sent` holds what the editor sent. */
function serve(start: ScalingPlan | null) {
  const sent: unknown[] = [];
  let current = { ...PACKAGE, scalingPlan: start };
  server.use(
    meHandler,
    http.get('*/api/admin/v1/Packages/:id', () => ok(current)),
    http.post('*/api/admin/v1/Packages/:id', async ({ request }) => {
      const body = (await request.json()) as { scalingPlan: ScalingPlan | null };
      sent.push(body);
      current = { ...current, scalingPlan: body.scalingPlan };
      return ok(current);
    }),
  );
  return sent;
}

// The page reads the package first; a loaded machine answers slowly.
describe('the package editor’s scaling plan', { timeout: 40_000 }, () => {
  it('switches a plan on with a known programme’s values and sends it in minor units', async () => {
    const sent = serve(null);
    const user = userEvent.setup();
    open();
    const plan = await screen.findByRole('group', { name: 'Scaling plan' }, { timeout: 10_000 });
    expect(within(plan).queryByLabelText('Length')).not.toBeInTheDocument();
    await user.click(within(plan).getByRole('checkbox', { name: 'This package offers a scaling plan' }));
    expect(within(plan).getByLabelText('Length')).toHaveValue('4');
    expect(within(plan).getByLabelText('Largest size (USD)')).toHaveValue('200000');
    expect(await savedBody(user, sent)).toEqual({ scalingPlan: wellKnownScalingPlan(20_000_000) });
  });

  it('edits a plan: a fixed step in the package’s currency, better terms added, a condition off', async () => {
    const sent = serve(PLAN);
    const user = userEvent.setup();
    open();
    const plan = await screen.findByRole('group', { name: 'Scaling plan' }, { timeout: 10_000 });
    const step = within(plan).getByLabelText('Step (USD)');
    expect(step).toHaveValue('5000');
    await retype(user, step, '7500');
    await user.click(within(plan).getByRole('button', { name: 'Add better terms' }));
    const daily = within(plan).getAllByLabelText('Daily loss (%)');
    await user.type(daily[1]!, '6');
    await user.click(within(plan).getByRole('checkbox', { name: 'No breach' }));
    expect(await savedBody(user, sent)).toEqual({
      scalingPlan: {
        ...PLAN,
        conditions: { ...PLAN.conditions, noBreach: false },
        step: { kind: 'fixed', value: 750_000 },
        terms: [...PLAN.terms, { fromStep: 2, profitSplitPercent: null, dailyLossPercent: 6 }],
      },
    });
  });

  it('refuses a step that is not above 0 on its field, sending nothing; switching the plan off sends null', async () => {
    const sent = serve(PLAN);
    const user = userEvent.setup();
    open();
    const plan = await screen.findByRole('group', { name: 'Scaling plan' }, { timeout: 10_000 });
    await retype(user, within(plan).getByLabelText('Step (USD)'), '0');
    await saveChanges(user);
    expect(await within(plan).findByText(/more than 0|above 0|greater than 0/i)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.click(within(plan).getByRole('checkbox', { name: 'This package offers a scaling plan' }));
    await saveChanges(user);
    await waitFor(() => expect(sent).toEqual([{ scalingPlan: null }]));
  });
});
