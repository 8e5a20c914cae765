import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath, RECAPTCHA_TEST_SITE_KEY, ResultCode } from '@portal/contract';
import SignInScreen from './sign-in-screen.tsx';
import { envelope, onPost, renderScreen, useMockServer } from './test-kit.tsx';

useMockServer();

const route = { path: '/sign-in', element: <SignInScreen /> };
const tokens = { token: 'T1', refreshToken: 'R1' };
const challenged = () => envelope(ResultCode.SecondFactorRequired, { challenge: 'CH1', expiresInSeconds: 300 });

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
  return user;
}

describe('sign in with two-step sign-in on', () => {
  it('asks for the 6-digit code after -31 (focused, numeric, one-time-code) and sends it as soon as six digits are typed', async () => {
    onPost(ApiPath.authenticate, challenged);
    const second = onPost(ApiPath.authenticateSecondFactor, () => envelope(0, tokens));
    const { store } = renderScreen(route, '/sign-in');
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    const input = screen.getByLabelText('6-digit code');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '042137');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(second).toEqual([{ challenge: 'CH1', method: 'totp', code: '042137' }]);
    expect(localStorage.getItem('token')).toBe('T1');
    expect(store.getState().auth.isAuth).toBe(true);
  });

  it('shows a wrong code (-30) translated, clears the field and keeps the step', async () => {
    onPost(ApiPath.authenticate, challenged);
    onPost(
      ApiPath.authenticateSecondFactor,
      () => envelope(ResultCode.InvalidCodeEntered, { triesLeft: 4 }),
      () => envelope(0, tokens),
    );
    renderScreen(route, '/sign-in');
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code entered');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
    // one error at a time: the emptied field is not flagged as well
    expect(screen.queryByText('Mandatory field')).toBeNull();
    expect(screen.getByLabelText('6-digit code')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('6-digit code'), '222222');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('keeps one error when Verify is tapped just after a wrong code: the banner, not the emptied field', async () => {
    onPost(ApiPath.authenticate, challenged);
    const second = onPost(ApiPath.authenticateSecondFactor, () =>
      envelope(ResultCode.InvalidCodeEntered, { triesLeft: 4 }),
    );
    renderScreen(route, '/sign-in');
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code entered');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid code entered');
    expect(screen.queryByText('Mandatory field')).toBeNull();
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
    expect(second).toHaveLength(1);
    // asked again with the field still empty: now it is flagged
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Mandatory field')).toBeInTheDocument();
    expect(second).toHaveLength(1);
  });

  it('checks the code before sending: letters or too few digits are refused with a translated message', async () => {
    onPost(ApiPath.authenticate, challenged);
    const second = onPost(ApiPath.authenticateSecondFactor, () => envelope(0, tokens));
    renderScreen(route, '/sign-in');
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('6-digit code'), '123{Enter}');
    expect(await screen.findByText('Should be 6 characters')).toBeInTheDocument();
    expect(second).toEqual([]);
  });

  it('takes a recovery code instead, by keyboard alone', async () => {
    onPost(ApiPath.authenticate, challenged);
    const second = onPost(ApiPath.authenticateSecondFactor, () => envelope(0, tokens));
    renderScreen(route, '/sign-in');
    const user = await passwordStep();
    await screen.findByLabelText('6-digit code');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const input = screen.getByLabelText('Recovery code');
    expect(input).toHaveFocus();
    expect(screen.getByText(/Enter one of the recovery codes/)).toBeInTheDocument();
    await user.type(input, 'k7m2p-q9xth{Enter}');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(second).toEqual([{ challenge: 'CH1', method: 'recoveryCode', code: 'k7m2p-q9xth' }]);
  });

  it('goes back to the password with a notice when the challenge is gone (-72)', async () => {
    onPost(ApiPath.authenticate, challenged);
    onPost(ApiPath.authenticateSecondFactor, () => envelope(ResultCode.InvalidCode));
    renderScreen(route, '/sign-in');
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired. Please enter your password again.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('jane@example.com');
  });

  it('asks for the bot-check on -800 at the code step and retries with its token', async () => {
    onPost(ApiPath.authenticate, challenged);
    const second = onPost(
      ApiPath.authenticateSecondFactor,
      () => envelope(ResultCode.BotCheckRequired, { siteKey: RECAPTCHA_TEST_SITE_KEY }),
      () => envelope(0, tokens),
    );
    renderScreen(route, '/sign-in');
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    const check = await screen.findByRole('region', { name: 'Security check' });
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(within(check).getByRole('checkbox', { name: 'I am not a robot' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(second.at(-1)).toMatchObject({ code: '654321', captchaToken: expect.any(String) });
  });
});
