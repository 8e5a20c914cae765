import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type Certificate } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store, router and viewport
import { makeStore, renderRoutes } from '../../app/test-support.tsx';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import CertificatesScreen from './certificates-screen.tsx';
import VerifyCertificateScreen from './verify-certificate-screen.tsx';

useMockServer();

const certificate = (over: Partial<Certificate> = {}): Certificate => ({
  id: 'c1',
  shortId: 'GZK71RB4X2',
  kind: 'phasePassed',
  phase: 1,
  accountId: 'a1',
  accountLogin: '7000001',
  packageName: 'Two-Step Challenge 10K',
  amount: 1_000_000,
  currency: 'USD',
  issuedAt: '2026-11-20T10:00:00.000Z',
  imageUrl: '/api/app/assets/certificate/images/v1/c1?token=t&format=png&lang=en',
  contentUrl: '/api/content/v1/c1?token=t&format=pdf&lang=en',
  pngUrl: '/api/download/v1/c1?token=t&format=png&lang=en',
  pdfUrl: '/api/download/v1/c1?token=t&format=pdf&lang=en',
  urlsExpireAt: '2099-01-01T00:00:00.000Z',
  verifyUrl: 'http://localhost/certificate/GZK71RB4X2',
  ...over,
});

const renderList = () =>
  renderRoutes([{ path: '/dashboard/Certificates', element: <CertificatesScreen /> }], {
    store: makeStore(),
    at: '/dashboard/Certificates',
  });
const renderCheck = (id: string) =>
  renderRoutes([{ path: '/certificate/:shortId', element: <VerifyCertificateScreen /> }], {
    store: makeStore(),
    at: `/certificate/${id}`,
  });

describe('Certificates', () => {
  it('lists each certificate with its image, what it attests, a view and PNG/PDF downloads', async () => {
    const calls = on('get', ApiPath.certificates, () =>
      envelope(0, { items: [certificate(), certificate({ id: 'c2', kind: 'payout', phase: null, amount: 45_000 })] }),
    );
    renderList();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('certificate-card');
    expect(calls[0]!.url.searchParams.get('lang')).toBe('en');
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Phase 1 passed' })).toBeInTheDocument();
    expect(first.getByText('$10,000')).toBeInTheDocument();
    expect(first.getByText('Certificate ID GZK7-1RB4-X2')).toBeInTheDocument();
    expect(first.getByRole('img')).toHaveAttribute('src', certificate().imageUrl);
    expect(first.getByRole('link', { name: /^View\s*\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      certificate().contentUrl,
    );
    expect(first.getByRole('link', { name: 'Download PNG' })).toHaveAttribute('href', certificate().pngUrl);
    expect(first.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', certificate().pdfUrl);
    const payout = within(cards[1]!);
    expect(payout.getByRole('heading', { name: 'Payout' })).toBeInTheDocument();
    expect(payout.getByText('Amount paid')).toBeInTheDocument();
    expect(payout.getByText('$450')).toBeInTheDocument();
  });

  it('says how to earn one when there is none', async () => {
    on('get', ApiPath.certificates, () => envelope(0, { items: [] }));
    renderList();
    expect(await screen.findByText('No certificates yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a challenge' })).toHaveAttribute('href', '/dashboard/new-challenge');
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    on('get', ApiPath.certificates, () => (fail ? envelope(ResultCode.SystemError, null) : envelope(0, { items: [] })));
    renderList();
    expect(await screen.findByText('Your certificates could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No certificates yet')).toBeInTheDocument();
  });
});

describe('certificate check (public)', () => {
  it('shows the holder as first name and initial, the milestone, amount and date', async () => {
    on('get', ApiPath.certificateVerify, () =>
      envelope(0, {
        shortId: 'GZK71RB4X2',
        brandName: 'Northwind Funded',
        displayName: 'Erin W.',
        kind: 'funded',
        phase: null,
        amount: 1_000_000,
        currency: 'USD',
        issuedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    renderCheck('GZK71RB4X2');
    expect(await screen.findByText('This certificate is authentic')).toBeInTheDocument();
    expect(screen.getByTestId('certificate-holder')).toHaveTextContent('Erin W.');
    expect(screen.getByText('Funded trader')).toBeInTheDocument();
    expect(screen.getByText('GZK7-1RB4-X2')).toBeInTheDocument();
  });

  it('an unknown id is a clear not-found, not an error', async () => {
    on('get', ApiPath.certificateVerify, () => envelope(ResultCode.FileNotFound, null));
    renderCheck('ZZZZZZZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent('No certificate has this ID');
    expect(screen.queryByText('The certificate could not be checked right now.')).not.toBeInTheDocument();
  });
});
