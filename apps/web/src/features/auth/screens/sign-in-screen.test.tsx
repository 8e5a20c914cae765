import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { RECAPTCHA_TEST_SITE_KEY } from '@portal/contract';
import SignInScreen from './sign-in-screen.tsx';
import { envelope, onPost, renderScreen, useMockServer } from './test-kit.tsx';

useMockServer();

const route = { path: '/sign-in', element: <SignInScreen /> };
const tokens = { token: 'T1', refreshToken: 'R1' };

async function signIn(email = 'Jane@Example.com', password = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.keyboard('{Enter}'); // submits with Enter from the password field
  return user;
}

describe('sign in', () => {
  it('stores the tokens and goes home', async () => {
    const bodies = onPost(ApiPath.authenticate, () => envelope(0, tokens));
    const { store } = renderScreen(route, '/sign-in');
    await signIn();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'jane@example.com', password: 'secret-pass' }]);
    expect(localStorage.getItem('token')).toBe('T1');
    expect(localStorage.getItem('refresh-token')).toBe('R1');
    expect(store.getState().auth.isAuth).toBe(true);
  });

  it('goes back to where the guard stopped the visitor', async () => {
    onPost(ApiPath.authenticate, () => envelope(0, tokens));
    const from = { pathname: '/dashboard/orders', search: '', hash: '' };
    const { router } = renderScreen(route, { pathname: '/sign-in', state: { from } });
    await signIn();
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it('shows the translated result -1 above the form and stays signed out', async () => {
    onPost(ApiPath.authenticate, () => envelope(-1));
    const { store } = renderScreen(route, '/sign-in');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.isAuth).toBe(false);
  });

  it('shows too many requests for HTTP 429', async () => {
    onPost(ApiPath.authenticate, () => envelope(-10, { retryAfterSeconds: 900 }, 429));
    renderScreen(route, '/sign-in');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
  });

  it('takes an unverified e-mail (-18) to the code step, with a fresh code', async () => {
    onPost(ApiPath.authenticate, () => envelope(-18, { emailVerificationRequired: true, email: 'jane@example.com' }));
    const resent = onPost(ApiPath.resendVerifyEmail, () => envelope(0));
    const { router } = renderScreen(route, '/sign-in');
    await signIn();
    expect(await screen.findByText('verify email page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ email: 'jane@example.com' });
    expect(resent).toEqual([{ email: 'jane@example.com' }]);
  });

  it('shows the bot-check on -800 and resends the request with its token', async () => {
    const bodies = onPost(
      ApiPath.authenticate,
      () => envelope(-800, { siteKey: RECAPTCHA_TEST_SITE_KEY }),
      () => envelope(0, tokens),
    );
    renderScreen(route, '/sign-in', { brand: { recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY } });
    const user = await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm that you are not a robot.');
    const check = screen.getByRole('region', { name: 'Security check' });
    // The test key needs no provider script: a plain confirmation produces the token.
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    await user.click(within(check).getByRole('checkbox', { name: 'I am not a robot' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('captchaToken');
    expect(bodies[1]).toMatchObject({ email: 'jane@example.com', captchaToken: expect.any(String) });
    expect(String(bodies[1]!.captchaToken).length).toBeGreaterThan(0);
  });

  it('checks the fields before calling the server', async () => {
    const bodies = onPost(ApiPath.authenticate, () => HttpResponse.error());
    renderScreen(route, '/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail')).toBeInTheDocument();
    expect(screen.getByText('Mandatory field')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail');
    expect(bodies).toEqual([]);
  });

  it('links to password recovery and sign-up, and shows a notice passed by the previous page', async () => {
    renderScreen(route, { pathname: '/sign-in', state: { notice: 'auth.resetPassword.success' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/dashboard/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });
});
