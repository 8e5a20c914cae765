import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBrandProviders } from '@portal/contract';
import { renderScreen } from '../../test/render-screen.tsx';
import { BRAND, ok } from '../../test/catalogue-fixtures.ts';
import { setupTestServer } from '../../test/msw-server.ts';
import { brandProviders, SANDBOX_PAYMENTS, serveProviders } from '../../test/provider-fixtures.ts';
import { PaymentProviderSection } from './payment-provider-section.tsx';

const server = setupTestServer();

const SANDBOX = brandProviders();
const SET_AT = '2026-11-29T18:00:00.000Z';
const STRIPE = brandProviders({
  payments: {
    ...SANDBOX_PAYMENTS,
    provider: 'stripe',
    publishableKey: 'pk_test_northwind',
    secrets: SANDBOX_PAYMENTS.secrets.map((s) => ({ ...s, setAt: SET_AT, setBy: 'owner@demo.test' })),
    updatedAt: SET_AT,
    updatedBy: 'owner@demo.test',
  },
});

/** The section under an operator with `actions`; saves recorded in `sent` and answered by `answer`. */
function open(
  read: AdminBrandProviders,
  answer: (body: unknown) => Response = () => ok(STRIPE),
  actions = ['brands.read', 'providers.edit'],
) {
  const sent = serveProviders(server, 'payments', read, answer, actions);
  const user = userEvent.setup();
  renderScreen(
    <PaymentProviderSection brandId={BRAND.id} brandName="Northwind" />,
    '/brands/:id',
    `/brands/${BRAND.id}`,
  );
  return { sent, user };
}

describe('the brand’s payment provider', () => {
  it('switches the brand to Stripe after a confirmation; the secrets are write-only afterwards', async () => {
    const { sent, user } = open(SANDBOX);
    expect(await screen.findByText(/^The sandbox takes this brand’s payments/)).toBeInTheDocument();
    const section = screen.getByRole('article', { name: 'Payment provider' });
    expect(within(section).getByText('Sandbox', { selector: '.status-badge, .status-badge *' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Provider of new checkouts'), 'Stripe');
    expect(screen.getByLabelText('Webhook URL (register it in Stripe)')).toHaveValue(SANDBOX_PAYMENTS.webhookUrl);
    expect(screen.getByRole('button', { name: 'Copy Webhook URL (register it in Stripe)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Secret key')).toHaveAttribute('type', 'password');
    expect(screen.getAllByText('Not set.')).toHaveLength(2);

    // A key neither entered nor stored is named on its field before anything is asked or sent.
    await user.click(screen.getByRole('button', { name: 'Save the payment provider' }));
    expect(await screen.findAllByText('Enter this key: the provider cannot be used without it')).toHaveLength(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Publishable key'), 'pk_test_northwind');
    await user.type(screen.getByLabelText('Secret key'), 'sk_test_northwind');
    await user.type(screen.getByLabelText('Webhook signing secret'), 'whsec_northwind');
    await user.click(screen.getByRole('button', { name: 'Save the payment provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Northwind to Stripe?' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Stripe' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          provider: 'stripe',
          publishableKey: 'pk_test_northwind',
          secrets: { secretKey: 'sk_test_northwind', webhookSecret: 'whsec_northwind' },
        },
      ]),
    );
    expect(await screen.findByText('Northwind’s payment provider (Stripe) was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Secret key')).toHaveValue(''));
    expect(screen.getByLabelText('Webhook signing secret')).toHaveValue('');
    expect(screen.getByLabelText('Publishable key')).toHaveValue('pk_test_northwind');
    expect(screen.getAllByText(/^Set on .* by owner@demo\.test\. Leave blank to keep it\.$/)).toHaveLength(2);
  });

  it('shows the server’s refusal of a key on its field, translated, and checks a key’s form before sending', async () => {
    const refused = () =>
      HttpResponse.json(
        { result: -200, data: { issues: [{ path: 'secrets.secretKey', message: 'validation.providerKeyRejected' }] } },
        { status: 400 },
      );
    const { sent, user } = open(STRIPE, refused);
    const secretKey = await screen.findByLabelText('Secret key');
    await user.type(secretKey, 'sk_test_wrong');
    await user.click(screen.getByRole('button', { name: 'Save the payment provider' }));
    // Same provider: no confirmation, the save goes at once (only the new secret).
    await waitFor(() =>
      expect(sent).toEqual([
        { provider: 'stripe', publishableKey: 'pk_test_northwind', secrets: { secretKey: 'sk_test_wrong' } },
      ]),
    );
    expect(await screen.findByText('The provider refused this key: check it in its dashboard')).toBeInTheDocument();
    expect(secretKey).toHaveAttribute('aria-invalid', 'true');

    const publishable = screen.getByLabelText('Publishable key');
    await user.clear(publishable);
    await user.type(publishable, 'not-a-key');
    await user.click(screen.getByRole('button', { name: 'Save the payment provider' }));
    expect(
      await screen.findByText('This is not a key of that kind: copy it whole from the provider’s dashboard'),
    ).toBeInTheDocument();
    expect(publishable).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
  });

  it('switches back to the sandbox after a confirmation, the Stripe keys kept', async () => {
    const { sent, user } = open(STRIPE, () => ok({ ...STRIPE, payments: { ...STRIPE.payments, provider: 'sandbox' } }));
    await user.selectOptions(await screen.findByLabelText('Provider of new checkouts'), 'Sandbox');
    expect(screen.queryByLabelText('Secret key')).not.toBeInTheDocument();
    expect(screen.getByText(/Stripe’s keys stay stored/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the payment provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Northwind to Sandbox?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Sandbox' }));
    await waitFor(() => expect(sent).toEqual([{ provider: 'sandbox', secrets: {} }]));
  });

  it('is read-only for a role without providers.edit: the state shown, nothing to save', async () => {
    open(STRIPE, undefined, ['brands.read']);
    expect(await screen.findByText(/owners and brand admins change them/)).toBeInTheDocument();
    expect(screen.getByLabelText('Provider of new checkouts')).toBeDisabled();
    expect(screen.getByLabelText('Secret key')).toBeDisabled();
    expect(screen.getAllByText(/^Set on .* by owner@demo\.test\.$/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Save the payment provider' })).not.toBeInTheDocument();
  });
});
