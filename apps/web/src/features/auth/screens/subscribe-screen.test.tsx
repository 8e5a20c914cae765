import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import SubscribeScreen from './subscribe-screen.tsx';
import { envelope, onPost, renderScreen, useMockServer } from './test-kit.tsx';

useMockServer();

const route = { path: '/subscribe', element: <SubscribeScreen /> };

async function subscribe(email = 'guest@example.com') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('subscribe', () => {
  it('leaves the e-mail with the package of the link, flags the purchase and asks for the code and a password', async () => {
    const bodies = onPost(ApiPath.subscribe, () =>
      envelope(0, { email: 'guest@example.com', passwordRequired: true, packageId: 'pkg-50k' }),
    );
    const { router, store } = renderScreen(route, '/subscribe?packageId=pkg-50k');
    await subscribe();
    expect(await screen.findByText('verify email page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: 'guest@example.com', passwordRequired: true });
    expect(store.getState().auth.isUserFromCheckout).toBe(true);
    expect(bodies).toEqual([{ email: 'guest@example.com', acceptTerms: true, language: 'en', packageId: 'pkg-50k' }]);
  });

  it('requires the terms', async () => {
    const bodies = onPost(ApiPath.subscribe, () => envelope(0));
    renderScreen(route, '/subscribe');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'guest@example.com{Enter}');
    expect(await screen.findByText('You must accept the terms and the privacy policy')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says the e-mail already exists (-2) and links to sign in', async () => {
    onPost(ApiPath.subscribe, () => envelope(-2));
    const { store } = renderScreen(route, '/subscribe');
    await subscribe();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This email already exists');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(store.getState().auth.isUserFromCheckout).toBe(false);
  });
});
