import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- the profile screens' MSW kit, shared by the profile area
import { envelope, on, useMockServer } from '../profile/screens/test-kit.tsx';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../app/test-support.tsx';
import { kycInfo, personalData } from '../../test/profile-fixtures.ts';
import VerificationScreen from './verification-screen.tsx';

/** The providers' SDKs as the app calls them (their real code talks to the providers). */
const sumsub = vi.hoisted(() => ({
  refresh: undefined as undefined | (() => Promise<string>),
  token: '',
  launched: vi.fn(),
  destroyed: vi.fn(),
}));
vi.mock('@sumsub/websdk', () => {
  const builder = {
    withConf: () => builder,
    withOptions: () => builder,
    on: () => builder,
    build: () => ({ launch: sumsub.launched, destroy: sumsub.destroyed }),
  };
  return {
    default: {
      init: (token: string, refresh: () => Promise<string>) => {
        sumsub.token = token;
        sumsub.refresh = refresh;
        return builder;
      },
    },
  };
});
const veriff = vi.hoisted(() => ({ opened: vi.fn() }));
vi.mock('@veriff/incontext-sdk', () => ({
  MESSAGES: { FINISHED: 'FINISHED', CANCELED: 'CANCELED' },
  createVeriffFrame: (options: { url: string }) => {
    veriff.opened(options.url);
    return { close: vi.fn() };
  },
}));

useMockServer();

const route = { path: '/dashboard/profile/verification', element: <VerificationScreen /> };
const render = () =>
  renderRoutes([route], {
    store: makeStore({
      brand: { isKycEnabled: true, isVerificationProgressEnabled: true },
      profile: personalData({ countryOfRegistration: 'GB' }),
    }),
    at: route.path,
  });

describe('verification through a real provider', () => {
  it('launches Sumsub’s WebSDK with the token, and asks the portal for a fresh one when it expires', async () => {
    on('get', ApiPath.kyc, () => envelope(0, kycInfo()));
    on('post', ApiPath.proofOfIdentity, () => envelope(0, { provider: { type: 0, name: 'sumsub' }, token: 'act-1' }));
    const refreshes = on('post', ApiPath.kycAccessToken, () => envelope(0, { token: 'act-2' }));
    render();
    const identity = await screen.findByRole('listitem', { name: 'Proof of identity' });
    await userEvent.click(within(identity).getByRole('button', { name: 'Start verification' }));
    await expect.poll(() => sumsub.launched.mock.calls.length).toBe(1);
    expect(sumsub.token).toBe('act-1');
    expect(await sumsub.refresh!()).toBe('act-2');
    expect(refreshes).toEqual([{ step: 'identity' }]);
  });

  it('opens Veriff’s InContext frame over the session URL', async () => {
    on('get', ApiPath.kyc, () => envelope(0, kycInfo()));
    on('post', ApiPath.proofOfIdentity, () =>
      envelope(0, { provider: { type: 1, name: 'veriff' }, token: 'https://alchemy.veriff.com/v/abc' }),
    );
    render();
    const identity = await screen.findByRole('listitem', { name: 'Proof of identity' });
    await userEvent.click(within(identity).getByRole('button', { name: 'Start verification' }));
    await expect.poll(() => veriff.opened.mock.calls).toEqual([['https://alchemy.veriff.com/v/abc']]);
    expect(screen.queryByTitle('Verification provider')).not.toBeInTheDocument();
  });
});
