import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type PricePreview } from '@portal/contract';
import { externalNavigation } from '../../../shared/browser/external-navigation.ts';
import { order } from '../../../test/buying-fixtures.ts';
import { envelope, on, useMockServer } from '../../../test/mock-api.ts';
import { renderNewChallenge, servePackages } from '../test-kit.tsx';

useMockServer();
afterEach(() => vi.restoreAllMocks());

const AT = '/dashboard/new-challenge?step=2&packageId=classic-100k';
const preview = (code: string): PricePreview => ({
  packageId: 'classic-100k',
  price: 54_000,
  discount: 5_400,
  total: 48_600,
  currency: 'USD',
  discountCode: { code, kind: 'percent', value: 10, expiresAt: null },
});
const summary = () => screen.getByRole('region', { name: 'Order summary' });
const row = (label: string) => within(summary()).getByText(label).closest('div')!;

async function applyCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Discount code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return user;
}

describe('new challenge, step 2: review and pay', () => {
  it('explains each phase and the funded stage in plain words', async () => {
    servePackages();
    renderNewChallenge(AT);
    const rules = await screen.findByRole('region', { name: 'Trading rules' });
    expect(within(rules).getByRole('heading', { name: 'Phase 1' })).toBeInTheDocument();
    expect(within(rules).getByRole('heading', { name: 'Phase 2' })).toBeInTheDocument();
    expect(
      within(rules).getByText('Reach a profit target of 10% ($10,000) on your closed balance.'),
    ).toBeInTheDocument();
    expect(within(rules).getByText('Reach a profit target of 5% ($5,000) on your closed balance.')).toBeInTheDocument();
    expect(within(rules).getByText('You keep 80% of the profit you make.')).toBeInTheDocument();
    expect(within(rules).getByText('Your fee is refunded with your first payout.')).toBeInTheDocument();
    expect(row('Total')).toHaveTextContent('$540');
  });

  it('applies a discount code: the price, the discount and the total, kept in the address', async () => {
    servePackages();
    const calls = on('post', ApiPath.orderPreview, () => envelope(0, preview('SAVE10')));
    const { router } = renderNewChallenge(AT);
    const user = await applyCode('save10');
    expect(await screen.findByText('SAVE10', { selector: 'strong' })).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ packageId: 'classic-100k', discountCode: 'SAVE10' }]);
    expect(row('Price')).toHaveTextContent('$540');
    expect(row('Discount')).toHaveTextContent('−$54');
    expect(row('Total')).toHaveTextContent('$486');
    expect(router.state.location.search).toContain('discountCode=SAVE10');

    await user.click(screen.getByRole('button', { name: 'Remove SAVE10' }));
    expect(row('Total')).toHaveTextContent('$540');
    expect(screen.getByLabelText('Discount code')).toHaveValue('');
    expect(router.state.location.search).not.toContain('discountCode');
  });

  it.each([
    [-73, 'Invalid discount code'],
    [-74, 'Usage limit reached'],
    [-75, 'This discount code has expired'],
    [-76, 'This discount code is not valid for the selected challenge'],
    [-19, 'The selected challenge is not available.'],
  ])('shows the message of result %i under the code', async (result, message) => {
    servePackages();
    on('post', ApiPath.orderPreview, () => envelope(result));
    renderNewChallenge(AT);
    await applyCode('OLD');
    const input = screen.getByLabelText('Discount code');
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(row('Total')).toHaveTextContent('$540');
  });

  it('checks the code’s form before asking the server', async () => {
    servePackages();
    const calls = on('post', ApiPath.orderPreview, () => envelope(0, preview('X')));
    renderNewChallenge(AT);
    await applyCode('50% off');
    expect(screen.getByLabelText('Discount code')).toHaveAccessibleDescription(
      'Use only letters, digits, hyphens and underscores',
    );
    expect(calls).toEqual([]);
  });

  it('the signed-in Subscribe opens step 2 with the package and the code of the link', async () => {
    servePackages();
    const calls = on('post', ApiPath.orderPreview, () => envelope(0, preview('WELCOME')));
    renderNewChallenge('/dashboard/subscribe-auth?packageId=classic-100k&discountCode=WELCOME');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your challenge' })).toBeInTheDocument();
    expect(await screen.findByText('WELCOME', { selector: 'strong' })).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ packageId: 'classic-100k', discountCode: 'WELCOME' }]);
    expect(row('Total')).toHaveTextContent('$486');
  });

  it('asks for the terms, then creates the order and leaves for the checkout with the flag set', async () => {
    servePackages();
    on('post', ApiPath.orderPreview, () => envelope(0, preview('SAVE10')));
    const created = on('post', ApiPath.createOrderV2, () =>
      envelope(0, { order: order(), checkoutUrl: 'https://pay.example/checkout/1' }),
    );
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { store } = renderNewChallenge(AT);
    const user = await applyCode('SAVE10');
    await screen.findByText('SAVE10', { selector: 'strong' });

    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(screen.getByText('You must accept the terms and the privacy policy')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    expect(created.map((c) => c.body)).toEqual([
      { packageId: 'classic-100k', acceptTerms: true, discountCode: 'SAVE10' },
    ]);
    expect(store.getState().auth.isUserFromCheckout).toBe(true);
  });

  it('links the brand’s terms and shows a refused order', async () => {
    servePackages();
    on('post', ApiPath.createOrderV2, () => envelope(-19));
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    renderNewChallenge(AT, { brand: { termsUrl: 'https://brand.example/terms' } });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      'https://brand.example/terms',
    );
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('The selected challenge is not available.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says when the package of the address does not exist', async () => {
    servePackages();
    const { router } = renderNewChallenge('/dashboard/new-challenge?step=2&packageId=gone');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The selected challenge is not available.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Choose another challenge' }));
    expect(router.state.location.search).toBe('?step=1');
  });
});
