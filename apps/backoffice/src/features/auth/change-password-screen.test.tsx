import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { renderScreen } from '../../test/render-ops-screen.tsx';
import ChangePasswordScreen from './change-password-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

describe('change password (console)', () => {
  it.each([
    ['validation.passwordCommon', 'This password is too common. Choose one that is harder to guess.'],
    ['validation.passwordContext', 'The password must not contain the brand, your name, your e-mail'],
  ])('shows the server’s refusal of a weak password (400/-200, %s) and stays', async (message, text) => {
    server.use(
      http.post(`*${ApiPath.adminChangePassword}`, () =>
        HttpResponse.json({ result: -200, data: { issues: [{ path: 'newPassword', message }] } }, { status: 400 }),
      ),
    );
    renderScreen(server, { path: '/change-password', route: '/change-password', element: <ChangePasswordScreen /> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Old#Passw0rd');
    await user.type(screen.getByLabelText('New password'), 'Letmein#1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Letmein#1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByTestId('location')).toHaveTextContent('/change-password');
  });
});
