import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import VerifyEmailScreen from './verify-email-screen.tsx';
import { envelope, onPost, renderScreen, useMockServer } from './test-kit.tsx';

useMockServer();
afterEach(() => {
  vi.useRealTimers();
});

const route = { path: '/verify-email', element: <VerifyEmailScreen /> };
const at = (state: Record<string, unknown>) => ({ pathname: '/verify-email', state });
const tokens = { token: 'T1', refreshToken: 'R1' };

describe('verify e-mail', () => {
  it('signs in with the code sent to the address from the previous page', async () => {
    const bodies = onPost(ApiPath.verifyEmailWithCode, () => envelope(0, tokens));
    const { store } = renderScreen(route, at({ email: 'jane@example.com' }));
    expect(await screen.findByText('We sent a 6-character code to jane@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const user = userEvent.setup();
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'jane@example.com', code: '123456' }]);
    expect(localStorage.getItem('token')).toBe('T1');
    expect(store.getState().auth.isAuth).toBe(true);
  });

  it('shows a wrong code (-30) and an invalid one (-72)', async () => {
    onPost(
      ApiPath.verifyEmailWithCode,
      () => envelope(-30),
      () => envelope(-72),
    );
    renderScreen(route, at({ email: 'jane@example.com' }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Verification code'), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code entered');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid code$/);
  });

  it('asks for 6 characters', async () => {
    renderScreen(route, at({ email: 'jane@example.com' }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Verification code'), '123{Enter}');
    expect(await screen.findByText('Should be 6 characters')).toBeInTheDocument();
  });

  it('links an already verified trader (-71) to sign in', async () => {
    onPost(ApiPath.verifyEmailWithCode, () => envelope(-71));
    renderScreen(route, at({ email: 'jane@example.com' }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Verification code'), '123456{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your identity has already been verified.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('lets a subscribed guest set the password and continues the purchase at step 3', async () => {
    const bodies = onPost(ApiPath.verifyEmailWithCode, () => envelope(0, tokens));
    const { router } = renderScreen(route, at({ email: 'jane@example.com', passwordRequired: true }), {
      auth: { isUserFromCheckout: true },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Choose a password'), 'Str0ng#Pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng#Pas');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 's{Enter}');
    expect(await screen.findByText('new challenge page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=3');
    expect(bodies).toEqual([{ email: 'jane@example.com', code: '123456', password: 'Str0ng#Pass' }]);
  });

  it('counts down 60 s before a new code can be asked for, then sends one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const bodies = onPost(ApiPath.resendVerifyEmail, () => envelope(0));
    renderScreen(route, at({ email: 'jane@example.com' }));
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can request a new code in 60 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText('You can request a new code in 45 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(45_000));
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/You can request a new code in/)).toBeNull();

    const user = userEvent.setup();
    await user.click(resend);
    expect(await screen.findByText('We have sent you a new code.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'jane@example.com' }]);
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can request a new code in 60 s')).toBeInTheDocument();
  });

  it("shows the server's wait when a new code is refused with 429", async () => {
    onPost(ApiPath.resendVerifyEmail, () => envelope(-10, { retryAfterSeconds: 42 }, 429));
    renderScreen(route, '/verify-email');
    const user = userEvent.setup();
    // Without an address from the previous page, it is asked for here.
    await user.type(await screen.findByLabelText('E-mail'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Please wait 42 s before requesting a new code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByText(/You can request a new code in 4[12] s/)).toBeInTheDocument();
  });
});
