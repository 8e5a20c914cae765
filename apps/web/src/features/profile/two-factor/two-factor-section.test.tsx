import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import SecurityScreen from '../screens/security-screen.tsx';
import { envelope, on, renderScreen, useMockServer } from '../screens/test-kit.tsx';

useMockServer();

const route = { path: '/dashboard/profile/security', element: <SecurityScreen /> };
const enrolment = {
  otpauthUrl: 'otpauth://totp/Northwind:jane%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Northwind',
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const section = async () =>
  within((await screen.findByRole('heading', { name: 'Two-step sign-in' })).closest('section')!);
/** The two-step sign-in settings the server answers, one read after another. */
const twoFactorStates = (...states: Array<{ enabled: boolean; recoveryCodesLeft: number }>) =>
  on('get', ApiPath.twoFactor, ...states.map((state) => () => envelope(0, state)));

describe('security: two-step sign-in', () => {
  it('sets it up: QR code, the key in groups, the first code, then the recovery codes once', async () => {
    localStorage.setItem('token', 'T0');
    twoFactorStates({ enabled: false, recoveryCodesLeft: 0 }, { enabled: true, recoveryCodesLeft: 10 });
    on('post', ApiPath.twoFactorStart, () => envelope(0, enrolment));
    const confirms = on(
      'post',
      ApiPath.twoFactorConfirm,
      () => envelope(ResultCode.InvalidCodeEntered),
      () => envelope(0, { recoveryCodes: codes }),
    );
    renderScreen(route);
    const user = userEvent.setup();
    const s = await section();
    expect(await s.findByText('Off')).toBeInTheDocument();
    await user.click(s.getByRole('button', { name: 'Set up two-step sign-in' }));
    const qr = await s.findByRole('img', { name: 'QR code to add your account to an authenticator app' });
    expect(qr).toHaveAttribute('src', enrolment.qrCodeDataUrl);
    expect(s.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    const code = s.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456{Enter}');
    expect(await s.findByRole('alert')).toHaveTextContent('Invalid code entered');
    await user.type(s.getByLabelText('6-digit code'), '654321{Enter}');
    expect(await s.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(confirms).toEqual([{ code: '123456' }, { code: '654321' }]);
    const list = s.getByRole('list', { name: 'Save your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(s.getByRole('status')).toHaveTextContent('Two-step sign-in is on.');
    // going on needs the explicit "saved"
    const done = s.getByRole('button', { name: 'Continue' });
    expect(done).toBeDisabled();
    await user.click(s.getByRole('checkbox', { name: 'I have saved my codes' }));
    await user.click(done);
    expect(await s.findByText('On')).toBeInTheDocument();
    expect(s.getByText('Recovery codes left: 10')).toBeInTheDocument();
    expect(s.queryByText(codes[0]!)).toBeNull();
  });

  it('checks the first code before sending it and lets the trader cancel', async () => {
    localStorage.setItem('token', 'T0');
    twoFactorStates({ enabled: false, recoveryCodesLeft: 0 });
    on('post', ApiPath.twoFactorStart, () => envelope(0, enrolment));
    const confirms = on('post', ApiPath.twoFactorConfirm, () => envelope(0, { recoveryCodes: codes }));
    renderScreen(route);
    const user = userEvent.setup();
    const s = await section();
    await user.click(await s.findByRole('button', { name: 'Set up two-step sign-in' }));
    await user.type(await s.findByLabelText('6-digit code'), '12a{Enter}');
    expect(await s.findByText('The code must be 6 digits')).toBeInTheDocument();
    expect(confirms).toEqual([]);
    await user.click(s.getByRole('button', { name: 'Cancel' }));
    expect(await s.findByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  });

  it('turns it off with the password and a code; a wrong password shows -4 translated', async () => {
    localStorage.setItem('token', 'T0');
    twoFactorStates({ enabled: true, recoveryCodesLeft: 7 }, { enabled: false, recoveryCodesLeft: 0 });
    const bodies = on(
      'post',
      ApiPath.twoFactorDisable,
      () => envelope(ResultCode.OldPasswordIsWrong),
      () => envelope(0),
    );
    renderScreen(route);
    const user = userEvent.setup();
    const s = await section();
    expect(await s.findByText('Recovery codes left: 7')).toBeInTheDocument();
    await user.click(s.getByRole('button', { name: 'Turn off' }));
    const password = s.getByLabelText('Current password');
    expect(password).toHaveFocus();
    await user.type(password, 'Wrong#Pass1');
    await user.type(s.getByLabelText('Code from your app or a recovery code'), '123456{Enter}');
    expect(await s.findByRole('alert')).toHaveTextContent('The current password is incorrect');
    await user.clear(s.getByLabelText('Current password'));
    await user.type(s.getByLabelText('Current password'), 'Right#Pass1{Enter}');
    expect(await s.findByRole('status')).toHaveTextContent('Two-step sign-in is off.');
    expect(await s.findByText('Off')).toBeInTheDocument();
    expect(bodies).toEqual([
      { password: 'Wrong#Pass1', code: '123456' },
      { password: 'Right#Pass1', code: '123456' },
    ]);
  });

  it('says so when its state cannot be loaded', async () => {
    localStorage.setItem('token', 'T0');
    on('get', ApiPath.twoFactor, () => envelope(ResultCode.SomethingWentWrong, null, 500));
    renderScreen(route);
    const s = await section();
    expect(await s.findByRole('alert')).toHaveTextContent('The two-step sign-in settings could not be loaded.');
  });
});
