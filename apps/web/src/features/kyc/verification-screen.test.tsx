import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, ContractSignStatus, KycProviderType, KycVerificationStatus, StorageKey } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- the profile screens' MSW kit, shared by the profile area
import { envelope, on, useMockServer } from '../profile/screens/test-kit.tsx';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../app/test-support.tsx';
import { kycInfo, personalData } from '../../test/profile-fixtures.ts';
import type { KycSdk } from './sdk-loader.ts';
import VerificationScreen from './verification-screen.tsx';

useMockServer();
afterEach(() => localStorage.clear());

const route = { path: '/dashboard/profile/verification', element: <VerificationScreen /> };
const brand = { isKycEnabled: true, isVerificationProgressEnabled: true };
const profile = personalData({ email: 'a@b.c', firstName: 'Erin', lastName: 'Walsh', countryOfRegistration: 'GB' });

/** The screen as the app shows it: the header has loaded the trader's profile. */
const renderScreen = (r: typeof route, o: { brand: Record<string, boolean> }) =>
  renderRoutes([r], {
    store: makeStore({ brand: o.brand, profile }),
    at: r.path,
  });

describe('verification', () => {
  it('tells a verified trader what to complete before the contract can be issued (-7)', async () => {
    on('get', ApiPath.kyc, () =>
      envelope(
        0,
        kycInfo({
          waitPoiStatus: 2,
          waitPoaStatus: 2,
          identityLocked: true,
          contractIncomplete: { result: -7, fields: ['dateOfBirth', 'address', 'city'] },
        }),
      ),
    );
    renderScreen(route, { brand });
    const contract = await screen.findByRole('listitem', { name: 'Contract' });
    expect(await within(contract).findByText('Complete your personal information')).toBeInTheDocument();
    expect(contract).toHaveTextContent(
      'Your contract can be issued once your profile has these details: Date of birth, Address, and City.',
    );
    expect(within(contract).getByRole('link', { name: 'Complete personal information' })).toHaveAttribute(
      'href',
      '/dashboard/profile/personal-information',
    );
    expect(within(contract).queryByText('Your contract appears here once your funded account is ready.')).toBeNull();
  });

  it('shows step 1 of 3 and opens the widget frame of a kind-1 provider with the token', async () => {
    on('get', ApiPath.kyc, () => envelope(0, kycInfo()));
    const starts = on('post', ApiPath.proofOfIdentity, () =>
      envelope(0, { provider: { type: KycProviderType.EmbeddedWidget }, token: 'tok-1' }),
    );
    renderScreen(route, { brand });
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    const identity = screen.getByRole('listitem', { name: 'Proof of identity' });
    // the address waits for the identity
    expect(
      within(screen.getByRole('listitem', { name: 'Proof of address' })).queryByRole('button'),
    ).not.toBeInTheDocument();
    await userEvent.click(within(identity).getByRole('button', { name: 'Start verification' }));
    const frame = await screen.findByTitle('Verification provider');
    expect(frame).toHaveAttribute('src', '/kyc/sandbox/widget?token=tok-1');
    expect(starts[0]).toMatchObject({ country: 'GB' });
  });

  it('opens the hosted SDK once, and closes the session when the step is under review after the trader is done', async () => {
    let status = 0;
    on('get', ApiPath.kyc, () => envelope(0, kycInfo({ waitPoiStatus: status })));
    on('post', ApiPath.proofOfIdentity, () =>
      envelope(0, { provider: { type: KycProviderType.HostedSdk }, token: 'tok-0' }),
    );
    const close = vi.fn();
    const launch = vi.fn((_options: Parameters<KycSdk['launch']>[0]) => ({ close }));
    window.SandboxKyc = { launch };
    try {
      renderScreen(route, { brand });
      const identity = await screen.findByRole('listitem', { name: 'Proof of identity' });
      await userEvent.click(within(identity).getByRole('button', { name: 'Start verification' }));
      await waitFor(() => expect(launch).toHaveBeenCalledTimes(1));
      expect(launch.mock.calls[0]![0]).toMatchObject({ token: 'tok-0' });

      status = KycVerificationStatus.Pending;
      act(() => launch.mock.calls[0]![0].onComplete?.({ caseId: 'case-1' }));
      expect(await within(identity).findByText(/Your documents are being reviewed\./)).toBeInTheDocument();
      await waitFor(() => expect(within(identity).queryByText('Opening the verification…')).toBeNull());
      // the token is single-use: the SDK is not opened with it again; the session ends once the step is under review
      expect(launch).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(close).toHaveBeenCalled());
    } finally {
      delete window.SandboxKyc;
    }
  });

  it('shows a step the trader has sent as under review before the provider’s report of it comes', async () => {
    on('get', ApiPath.kyc, () => envelope(0, kycInfo()));
    on('post', ApiPath.proofOfIdentity, () =>
      envelope(0, { provider: { type: KycProviderType.HostedSdk }, token: 'tok-0' }),
    );
    const launch = vi.fn((_options: Parameters<KycSdk['launch']>[0]) => ({ close: vi.fn() }));
    window.SandboxKyc = { launch };
    try {
      renderScreen(route, { brand });
      const identity = await screen.findByRole('listitem', { name: 'Proof of identity' });
      await userEvent.click(within(identity).getByRole('button', { name: 'Start verification' }));
      expect(await within(identity).findByText('Opening the verification…')).toBeInTheDocument();
      await waitFor(() => expect(launch).toHaveBeenCalledTimes(1));
      act(() => launch.mock.calls[0]![0].onComplete?.({ caseId: 'case-1' }));
      expect(await within(identity).findByText(/Your documents are being reviewed\./)).toBeInTheDocument();
      expect(within(identity).getByText('Under review')).toBeInTheDocument();
      expect(within(identity).queryByText('Opening the verification…')).toBeNull();
      expect(within(identity).queryByRole('button', { name: 'Start verification' })).toBeNull();
      expect(launch).toHaveBeenCalledTimes(1);
    } finally {
      delete window.SandboxKyc;
    }
  });

  it('says so when the day’s verification sessions are used up (429), and nothing went wrong otherwise', async () => {
    on('get', ApiPath.kyc, () => envelope(0, kycInfo()));
    on('post', ApiPath.proofOfIdentity, () => envelope(-10, { retryAfterSeconds: 3600 }, 429));
    const { store } = renderScreen(route, { brand });
    const identity = await screen.findByRole('listitem', { name: 'Proof of identity' });
    await userEvent.click(within(identity).getByRole('button', { name: 'Start verification' }));
    await expect
      .poll(() => store.getState().notification)
      .toMatchObject({ isShow: true, message: 'kyc.tooManyStarts', variant: 'negative' });
    expect(screen.queryByTitle('Verification provider')).not.toBeInTheDocument();
  });

  it('shows a rejection with its reason and a retry with its reason and the start button', async () => {
    on('get', ApiPath.kyc, () => envelope(0, kycInfo({ waitPoiStatus: 4, poiReason: 'The photo is blurred.' })));
    renderScreen(route, { brand });
    const identity = await screen.findByRole('listitem', { name: 'Proof of identity' });
    expect(await within(identity).findByText(/The photo is blurred\./)).toBeInTheDocument();
    expect(within(identity).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a real provider’s reason code in the trader’s language rather than the provider’s own text', async () => {
    on('get', ApiPath.kyc, () =>
      envelope(0, kycInfo({ waitPoiStatus: 4, poiReason: 'SCREENSHOTS', poiReasonCode: 'documentExpired' })),
    );
    renderScreen(route, { brand });
    const identity = await screen.findByRole('listitem', { name: 'Proof of identity' });
    expect(await within(identity).findByText(/Your document has expired or is no longer valid\./)).toBeInTheDocument();
    expect(within(identity).queryByText(/SCREENSHOTS/)).not.toBeInTheDocument();
  });

  it('shows a failed step without a start button', async () => {
    on('get', ApiPath.kyc, () => envelope(0, kycInfo({ waitPoiStatus: 3, poiReason: 'Forged document.' })));
    renderScreen(route, { brand });
    const identity = await screen.findByRole('listitem', { name: 'Proof of identity' });
    expect(await within(identity).findByRole('alert')).toHaveTextContent('Forged document.');
    expect(within(identity).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the Congratulations banner once', async () => {
    const done = kycInfo({
      waitPoiStatus: 2,
      waitPoaStatus: 2,
      contractSignStatus: [
        { contractId: 'c1', contractSignStatus: ContractSignStatus.Success, accountLogin: '7000001', signedAt: null },
      ],
    });
    on('get', ApiPath.kyc, () => envelope(0, done));
    const first = renderScreen(route, { brand });
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.successShowed)).toBe('true');
    first.unmount();
    renderScreen(route, { brand });
    expect(await screen.findByText('All verification steps are complete.')).toBeInTheDocument();
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();
  });

  it('signs a contract with the typed name once the PDF was opened', async () => {
    on('get', ApiPath.kyc, () =>
      envelope(
        0,
        kycInfo({
          waitPoiStatus: 2,
          waitPoaStatus: 2,
          contractSignStatus: [
            {
              contractId: 'c1',
              contractSignStatus: ContractSignStatus.NotInit,
              accountLogin: '7000001',
              signedAt: null,
            },
          ],
        }),
      ),
    );
    on('get', ApiPath.kycContract.replace(':id', 'c1'), () => new Response(new Blob(['%PDF-1.4'])));
    const signs = on('post', ApiPath.kycContractSign.replace(':id', 'c1'), () =>
      envelope(0, { contractSignStatus: 1, signedAt: '2026-01-01T00:00:00Z', pdfSha256: 'x' }),
    );
    URL.createObjectURL = () => 'blob:contract';
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    renderScreen(route, { brand });
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Sign the contract' });
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Open the contract (PDF)' }));
    await user.type(screen.getByLabelText('Your full name'), 'Erin Walsh');
    await user.click(screen.getByRole('checkbox'));
    await user.click(sign);
    await waitFor(() => expect(signs).toHaveLength(1));
    expect(signs).toEqual([{ fullName: 'Erin Walsh', consent: true }]);
  });
});
