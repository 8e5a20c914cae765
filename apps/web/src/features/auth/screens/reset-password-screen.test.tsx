import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import ForgotPasswordScreen from './forgot-password-screen.tsx';
import ResetPasswordScreen from './reset-password-screen.tsx';
import { envelope, onPost, renderScreen, useMockServer } from './test-kit.tsx';

useMockServer();

const forgot = { path: '/dashboard/forgot-password', element: <ForgotPasswordScreen /> };
const reset = { path: '/dashboard/reset-password', element: <ResetPasswordScreen /> };
const remembered = { auth: { emailForResetPassword: 'jane@example.com' } };

async function fillReset(newPassword = 'N3w#Password', confirm = newPassword) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Code'), '123456');
  await user.type(screen.getByLabelText('New password'), newPassword);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.keyboard('{Enter}');
  return user;
}

describe('restore your password', () => {
  it('sends a code, remembers the e-mail and goes to the reset page', async () => {
    const bodies = onPost(ApiPath.forgotPassword, () => envelope(0));
    const { store } = renderScreen(forgot, '/dashboard/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), ' Jane@Example.com {Enter}');
    expect(await screen.findByText('reset password page')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'jane@example.com' }]);
    expect(store.getState().auth.emailForResetPassword).toBe('jane@example.com');
  });

  it('says when no user has the e-mail (-3)', async () => {
    onPost(ApiPath.forgotPassword, () => envelope(-3));
    renderScreen(forgot, '/dashboard/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'nobody@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });
});

describe('reset your password', () => {
  it('prefills the remembered e-mail and shows a password used before (-22)', async () => {
    const bodies = onPost(ApiPath.resetPasswordWithCode, () => envelope(-22));
    renderScreen(reset, '/dashboard/reset-password', remembered);
    expect(await screen.findByLabelText('E-mail')).toHaveValue('jane@example.com');
    await fillReset();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password was used before');
    expect(bodies).toEqual([{ email: 'jane@example.com', code: '123456', newPassword: 'N3w#Password' }]);
  });

  it('shows the server’s refusal of a common password (400/-200) at the new password', async () => {
    const weak = { issues: [{ path: 'newPassword', message: 'validation.passwordCommon' }] };
    onPost(ApiPath.resetPasswordWithCode, () => envelope(-200, weak, 400));
    renderScreen(reset, '/dashboard/reset-password', remembered);
    await fillReset();
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an invalid code (-72)', async () => {
    onPost(ApiPath.resetPasswordWithCode, () => envelope(-72));
    renderScreen(reset, '/dashboard/reset-password', remembered);
    await fillReset();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid code$/);
  });

  it('checks the code length and that both passwords match', async () => {
    const bodies = onPost(ApiPath.resetPasswordWithCode, () => envelope(0));
    renderScreen(reset, '/dashboard/reset-password', remembered);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '12345');
    await user.type(screen.getByLabelText('New password'), 'N3w#Password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w#Passw0rd{Enter}');
    expect(await screen.findByText('Should be 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'New password and confirmation must match',
    );
    expect(bodies).toEqual([]);
  });

  it('says a code of six letters must be digits', async () => {
    const bodies = onPost(ApiPath.resetPasswordWithCode, () => envelope(0));
    renderScreen(reset, '/dashboard/reset-password', remembered);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), 'ZZZZZZ');
    await user.type(screen.getByLabelText('New password'), 'N3w#Passw0rd');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w#Passw0rd{Enter}');
    expect(await screen.findByText('The code must be 6 digits')).toBeInTheDocument();
    expect(screen.queryByText('Should be 6 characters')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('confirms the reset and leads to sign in with a notice', async () => {
    onPost(ApiPath.resetPasswordWithCode, () => envelope(0));
    const { store, router } = renderScreen(reset, '/dashboard/reset-password', remembered);
    const user = await fillReset();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset. You can now sign in with your new password.',
    );
    expect(store.getState().auth.emailForResetPassword).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('sign in page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ notice: 'auth.resetPassword.success' });
  });
});
