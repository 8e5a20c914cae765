import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { packageList } from '../../test/buying-fixtures.ts';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import { makeStore, renderRoutes } from '../test-support.tsx';
import SubscribeRoute from './subscribe-route.tsx';

useMockServer();

function renderSubscribe(at: string) {
  return renderRoutes(
    [
      { path: '/subscribe', element: <SubscribeRoute /> },
      { path: '/verify-email', element: <p>verify email page</p> },
    ],
    { store: makeStore({ isAuth: false }), at },
  );
}

describe('guest Subscribe with the package choice', () => {
  it('preselects the package of the link, prices a discount code, and subscribes with the chosen package', async () => {
    on('get', ApiPath.tradingPackagesAll, () => envelope(0, { items: packageList }));
    const previews = on('post', ApiPath.previewDiscount, () =>
      envelope(0, {
        packageId: 'swing-100k-1',
        price: 49_990,
        discount: 9_998,
        total: 39_992,
        currency: 'USD',
        discountCode: { code: 'SPRING', kind: 'percent', value: 20, expiresAt: null },
      }),
    );
    const subscribed = on('post', ApiPath.subscribe, () =>
      envelope(0, { email: 'guest@example.com', passwordRequired: true, packageId: 'swing-100k-1' }),
    );
    renderSubscribe('/subscribe?packageId=classic-10k');
    const user = userEvent.setup();
    const chooser = await screen.findByRole('group', { name: 'Your challenge' });
    const select = await within(chooser).findByLabelText('Challenge');
    expect(select).toHaveDisplayValue('$10,000 · Two-step');
    expect(within(chooser).getByText('Total').nextElementSibling).toHaveTextContent('$89');

    await user.selectOptions(select, 'swing-100k-1');
    expect(within(chooser).getByText('Total').nextElementSibling).toHaveTextContent('$499.90');
    await user.type(within(chooser).getByLabelText('Discount code'), 'spring{Enter}');
    expect(await within(chooser).findByText('SPRING', { selector: 'strong' })).toBeInTheDocument();
    expect(previews.map((c) => c.body)).toEqual([{ packageId: 'swing-100k-1', discountCode: 'SPRING' }]);
    expect(within(chooser).getByText('Total').nextElementSibling).toHaveTextContent('$399.92');
    expect(subscribed).toEqual([]); // Enter in the code field applies the code, it does not subscribe

    await user.type(screen.getByLabelText('E-mail'), 'guest@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('verify email page')).toBeInTheDocument();
    expect(subscribed[0]!.body).toMatchObject({
      email: 'guest@example.com',
      packageId: 'swing-100k-1',
      discountCode: 'SPRING',
    });
  });

  it('shows the refusal of a code (-75)', async () => {
    on('get', ApiPath.tradingPackagesAll, () => envelope(0, { items: packageList }));
    on('post', ApiPath.previewDiscount, () => envelope(-75));
    renderSubscribe('/subscribe');
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Discount code');
    await user.type(code, 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code has expired')).toBeInTheDocument();
  });

  it('lets the guest subscribe when the packages cannot be loaded', async () => {
    on('get', ApiPath.tradingPackagesAll, () => envelope(-8));
    const subscribed = on('post', ApiPath.subscribe, () =>
      envelope(0, { email: 'guest@example.com', passwordRequired: true, packageId: null }),
    );
    renderSubscribe('/subscribe?packageId=classic-10k');
    const user = userEvent.setup();
    expect(await screen.findByText(/The challenges could not be loaded/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'guest@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('verify email page')).toBeInTheDocument();
    expect(subscribed[0]!.body).toMatchObject({ packageId: 'classic-10k' });
  });
});
