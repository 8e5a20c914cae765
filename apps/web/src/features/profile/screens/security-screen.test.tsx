import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { RECAPTCHA_TEST_SITE_KEY } from '@portal/contract';
import SecurityScreen from './security-screen.tsx';
import { envelope, on, renderScreen, useMockServer } from './test-kit.tsx';

useMockServer();
// the page's two-step sign-in section asks for its state (two-factor-section.test.tsx covers it)
beforeEach(() => void on('get', ApiPath.twoFactor, () => envelope(0, { enabled: false, recoveryCodesLeft: 0 })));
// the Devices section below the form (devices-section.test.tsx) reads the sessions
beforeEach(() => void on('get', ApiPath.sessions, () => envelope(0, { items: [] })));

const route = { path: '/dashboard/profile/security', element: <SecurityScreen /> };

async function change(oldPassword = 'Old#Passw0rd', newPassword = 'N3w#Password', confirm = newPassword) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password'), oldPassword);
  await user.type(screen.getByLabelText('New password'), newPassword);
  await user.type(screen.getByLabelText('Confirm new password'), `${confirm}{Enter}`);
  return user;
}

describe('security: change password', () => {
  it('changes the password with the bearer token and confirms it', async () => {
    localStorage.setItem('token', 'T0');
    const bodies = on('post', ApiPath.changePassword, () => envelope(0));
    renderScreen(route);
    await change();
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(bodies).toEqual([{ oldPassword: 'Old#Passw0rd', newPassword: 'N3w#Password' }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it.each([
    [-4, 'The current password is incorrect'],
    [-22, 'Password was used before'],
  ])('shows result %i', async (result, text) => {
    on('post', ApiPath.changePassword, () => envelope(result));
    renderScreen(route);
    await change();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('clears the password error once the trader turns to setting up two-step sign-in', async () => {
    on('post', ApiPath.changePassword, () => envelope(-22));
    on('post', ApiPath.twoFactorStart, () =>
      envelope(0, { otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DP', qrCodeDataUrl: 'data:,', secret: 'JBSWY3DP' }),
    );
    renderScreen(route);
    const user = await change();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password was used before');
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(screen.queryByText('Password was used before')).toBeNull();
  });

  it.each([
    ['validation.passwordCommon', 'This password is too common. Choose one that is harder to guess.'],
    ['validation.passwordContext', 'The password must not contain the brand, your name, your e-mail'],
  ])('shows the server’s refusal of a weak password (400/-200, %s)', async (message, text) => {
    on('post', ApiPath.changePassword, () => envelope(-200, { issues: [{ path: 'newPassword', message }] }, 400));
    renderScreen(route);
    await change();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('checks that the new password meets the rules and is confirmed', async () => {
    const bodies = on('post', ApiPath.changePassword, () => envelope(0));
    renderScreen(route);
    await change('old', 'short', 'shorter');
    expect(await screen.findByText('Password must be between 8 and 64 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'New password and confirmation must match',
    );
    expect(bodies).toEqual([]);
  });

  it('asks for the bot-check on -800 and retries with its token', async () => {
    const bodies = on(
      'post',
      ApiPath.changePassword,
      () => envelope(-800),
      () => envelope(0),
    );
    renderScreen(route, { brand: { recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY } });
    const user = await change();
    const check = await screen.findByRole('region', { name: 'Security check' });
    await user.click(within(check).getByRole('checkbox', { name: 'I am not a robot' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(bodies[1]).toMatchObject({ oldPassword: 'Old#Passw0rd', captchaToken: expect.any(String) });
    expect(screen.queryByRole('region', { name: 'Security check' })).toBeNull();
  });
});
