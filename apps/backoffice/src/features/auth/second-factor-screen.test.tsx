import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath, RECAPTCHA_TEST_SITE_KEY, ResultCode } from '@portal/contract';
import { renderScreen } from '../../test/render-ops-screen.tsx';
import SecondFactorScreen from './second-factor-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

describe('second factor (console)', () => {
  it('after -800 shows the bot-check and sends the same code again with its token', async () => {
    const bodies: { code: string; captchaToken?: string }[] = [];
    server.use(
      http.post(`*${ApiPath.adminTotpVerify}`, async ({ request }) => {
        const body = (await request.json()) as { code: string; captchaToken?: string };
        bodies.push(body);
        return body.captchaToken
          ? HttpResponse.json({ result: 0, data: { stage: 'active', totpEnrolled: true, mustChangePassword: false } })
          : HttpResponse.json({ result: ResultCode.BotCheckRequired, data: { siteKey: RECAPTCHA_TEST_SITE_KEY } });
      }),
    );
    renderScreen(server, { path: '/second-factor', route: '/second-factor', element: <SecondFactorScreen /> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authenticator code'), '123456{Enter}');
    await user.click(await screen.findByRole('checkbox', { name: 'I am not a robot' }));
    await screen.findByText('/', { selector: '[data-testid="location"]' });
    expect(bodies).toEqual([{ code: '123456' }, { code: '123456', captchaToken: expect.any(String) as string }]);
  });
});
