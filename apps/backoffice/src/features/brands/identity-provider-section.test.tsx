import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandIdentityProvider } from '@portal/contract';
import { renderScreen } from '../../test/render-screen.tsx';
import { BRAND, ok } from '../../test/catalogue-fixtures.ts';
import { setupTestServer } from '../../test/msw-server.ts';
import { brandProviders, identityProvider, meWith, serveProviders } from '../../test/provider-fixtures.ts';
import { IdentityProviderSection } from './identity-provider-section.tsx';
import { en } from '../../test/english-catalogue.ts';
import de from '../../shared/i18n/catalogues/de.json' with { type: 'json' };
import es from '../../shared/i18n/catalogues/es.json' with { type: 'json' };
import fr from '../../shared/i18n/catalogues/fr.json' with { type: 'json' };

const server = setupTestServer();

const providers = (identity: BrandIdentityProvider) => brandProviders({ identity });

describe('the brand’s identity-verification provider', () => {
  it('sends Sumsub’s levels and only the keys typed, and shows the server’s refusal on its field', async () => {
    const sent = serveProviders(server, 'identity', providers(identityProvider()), () =>
      HttpResponse.json(
        {
          result: -200,
          data: { issues: [{ path: ['secrets', 'appToken'], message: 'validation.providerKeyRejected' }] },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderScreen(<IdentityProviderSection brandId={BRAND.id} />, '/brands/:id', `/brands/${BRAND.id}`);
    await user.selectOptions(await screen.findByLabelText('Provider'), 'sumsub');
    await user.type(screen.getByLabelText('Level of the identity step'), 'id-and-liveness');
    await user.type(screen.getByLabelText('Level of the address step'), 'proof-of-address');
    await user.type(screen.getByLabelText('App token'), 'sbx:token');
    await user.type(screen.getByLabelText('Secret key'), 'secret');
    await user.type(screen.getByLabelText('Webhook secret key'), 'hook');
    expect(screen.getByDisplayValue(identityProvider().webhookUrls.sumsub)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      provider: 'sumsub',
      identityLevel: 'id-and-liveness',
      addressLevel: 'proof-of-address',
      secrets: { appToken: 'sbx:token', secretKey: 'secret', webhookSecret: 'hook' },
    });
    expect(await screen.findByText('The provider refused this key: check it in its dashboard')).toBeInTheDocument();
  });

  it('says when and by whom Veriff’s keys were set, never their values, and keeps them when left blank', async () => {
    const sent = serveProviders(server, 'identity', providers(identityProvider()), () =>
      ok(providers(identityProvider({ provider: 'veriff', updatedAt: '2026-11-29T11:00:00.000Z', updatedBy: 'me' }))),
    );
    const user = userEvent.setup();
    renderScreen(<IdentityProviderSection brandId={BRAND.id} />, '/brands/:id', `/brands/${BRAND.id}`);
    await user.selectOptions(await screen.findByLabelText('Provider'), 'veriff');
    expect(screen.getAllByText(/Set on .* by owner@firm\.test; leave blank to keep it/)).toHaveLength(2);
    expect(screen.getByLabelText('API key')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent).toEqual([{ provider: 'veriff', secrets: {} }]));
  });

  it('is read-only for an operator who may not change providers: no field to type in, no save', async () => {
    server.use(
      meWith(['brands.read']),
      http.get('*/api/admin/v1/Brands/:id/providers', () => ok(providers(identityProvider({ provider: 'veriff' })))),
    );
    renderScreen(<IdentityProviderSection brandId={BRAND.id} />, '/brands/:id', `/brands/${BRAND.id}`);
    expect(await screen.findByText(/owners and brand admins change them/)).toBeInTheDocument();
    expect(screen.getByLabelText('Provider')).toBeDisabled();
    expect(screen.getByLabelText('API key')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the identity provider' })).toBeNull();
  });
});

describe('the identity-provider note', () => {
  it.each([
    ['en', en],
    ['de', de],
    ['es', es],
    ['fr', fr],
  ])('%s points to the verification-provider setting where it is: below, under Settings and its switches', (_, c) => {
    const { note } = c.identityProvider;
    expect(note).toContain(c.brands.kycProviderType);
    expect(note).toContain(`${c.brands.settings} → ${c.brands.groupFlags}`);
  });
});
