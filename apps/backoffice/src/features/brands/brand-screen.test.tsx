import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBrand } from '@portal/contract';
import { brandConfigFixture } from '@portal/contract/test/brand-config.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { BRAND, meHandler, ok } from '../../test/catalogue-fixtures.ts';
import BrandScreen from './brand-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';
import { brandProviders } from '../../test/provider-fixtures.ts';

const server = setupTestServer();

const BRAND_FULL: AdminBrand = {
  id: BRAND.id,
  code: BRAND.code,
  config: brandConfigFixture({
    brandName: 'Northwind Funded',
    policyUrl: 'https://northwind.test/privacy',
    isKycEnabled: true,
    languages: { en: 'English', de: 'Deutsch' },
    chatWidget: { key: null, type: 0, hideWidget: false },
    hideGoogleTag: false,
    pixelTikTok: { id: null, hide: false },
  }),
  useGroups: false,
  useTraderPackageType: true,
  disabledCountries: ['US'],
  hosts: ['localhost'],
  publicUrl: null,
  affiliatePostbackUrl: null,
  kycProviderType: 0,
  primaryColor: '#1652f0',
  darkColors: { bg: null, surface: null, text: null, primary: '#8fb0ff' },
};

// The brand's providers have their own sections and tests (payment- and identity-provider-section.test.tsx).
beforeEach(() => {
  server.use(http.get('*/api/admin/v1/Brands/:id/providers', () => ok(brandProviders())));
});

const open = () => renderScreen(<BrandScreen />, '/brands/:id', `/brands/${BRAND.id}`);

/** Opens the brand's page with its saves recorded in `sent`; a save answers `saved` (the brand unchanged by default). */
function openRecordingSaves(saved: AdminBrand = BRAND_FULL) {
  const sent: unknown[] = [];
  server.use(
    meHandler,
    http.get('*/api/admin/v1/Brands/:id', () => ok(BRAND_FULL)),
    http.post('*/api/admin/v1/Brands/:id', async ({ request }) => {
      sent.push(await request.json());
      return ok(saved);
    }),
  );
  const user = userEvent.setup();
  open();
  return { sent, user };
}

describe('the brand page', () => {
  it('sends only the changed settings, and shows the server’s issues on their fields', async () => {
    const sent: unknown[] = [];
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Brands/:id', () => ok(BRAND_FULL)),
      http.post('*/api/admin/v1/Brands/:id', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if ('languages' in body)
          return HttpResponse.json(
            { result: -200, data: { issues: [{ path: 'languages.xx', message: 'validation.languageWithoutTexts' }] } },
            { status: 400 },
          );
        return ok({ ...BRAND_FULL, config: { ...BRAND_FULL.config, isKycEnabled: false } });
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByLabelText('KYC (identity verification) on'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toEqual([{ isKycEnabled: false }]));
    expect(await screen.findByText('The settings of Northwind Funded were saved.')).toBeInTheDocument();
    // the saved brand draws the form afresh (nothing to discard); typing before that would go to the old one
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled());

    await user.type(screen.getByLabelText('Languages'), '\nxx = Nowhere');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('There are no texts in this language')).toBeInTheDocument();
    expect(screen.getByLabelText('Languages')).toHaveAttribute('aria-invalid', 'true');
  });

  it('switches the brand to the configurator screens', async () => {
    const { sent, user } = openRecordingSaves({
      ...BRAND_FULL,
      config: { ...BRAND_FULL.config, screensVariant: 'configurator' },
    });
    await user.selectOptions(await screen.findByLabelText('Screens'), 'Configurator');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toEqual([{ screensVariant: 'configurator' }]));
  });

  it('checks a link with the contract before sending', async () => {
    const { sent, user } = openRecordingSaves();
    const terms = await screen.findByLabelText('Terms and conditions');
    await user.type(terms, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toEqual([]);
  });

  it('sets the verification provider and the brand colour, refusing a colour that is not #rrggbb in words', async () => {
    const { sent, user } = openRecordingSaves({ ...BRAND_FULL, kycProviderType: 1, primaryColor: '#aa3300' });
    const colour = await screen.findByLabelText('Brand colour');
    expect(colour).toHaveValue('#1652f0');
    await user.clear(colour);
    await user.type(colour, 'red');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a colour as #rrggbb, e.g. #1652f0')).toBeInTheDocument();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(colour);
    await user.type(colour, '#AA3300');
    await user.selectOptions(screen.getByLabelText('Verification provider'), 'Embedded widget frame');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toEqual([{ primaryColor: '#aa3300', kycProviderType: 1 }]));
    expect(await screen.findByText('The settings of Northwind Funded were saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification provider')).toHaveValue('1');
  });

  it('removes a host only after a confirmation', async () => {
    let removed: unknown = null;
    const two = { ...BRAND_FULL, hosts: ['localhost', 'northwind.test'] };
    server.use(
      meHandler,
      http.get('*/api/admin/v1/Brands/:id', () => ok(two)),
      http.post('*/api/admin/v1/Brands/:id/hosts/remove', async ({ request }) => {
        removed = await request.json();
        return ok(BRAND_FULL);
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /^Remove ?northwind\.test$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove northwind.test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual({ host: 'northwind.test' }));
    expect(await screen.findByText('northwind.test was removed.')).toBeInTheDocument();
  });
});
