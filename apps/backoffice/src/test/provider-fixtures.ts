import type { AdminBrandProviders, BrandIdentityProvider } from '@portal/contract';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { BRAND, ME, ok } from './catalogue-fixtures.ts';

/** A brand's payment part on the sandbox, no Stripe key set. */
export const SANDBOX_PAYMENTS: AdminBrandProviders['payments'] = {
  provider: 'sandbox',
  publishableKey: null,
  secrets: [
    { provider: 'stripe', name: 'secretKey', setAt: null, setBy: null },
    { provider: 'stripe', name: 'webhookSecret', setAt: null, setBy: null },
  ],
  webhookUrl: `http://localhost:3000/api/payments/v1/webhook/stripe?brand=${BRAND.id}`,
  updatedAt: null,
  updatedBy: null,
};

/** A brand's identity part: the sandbox, Veriff's keys set earlier, Sumsub's not. */
export const identityProvider = (o: Partial<BrandIdentityProvider> = {}): BrandIdentityProvider => ({
  provider: 'sandbox',
  identityLevel: null,
  addressLevel: null,
  secrets: [
    { provider: 'sumsub', name: 'appToken', setAt: null, setBy: null },
    { provider: 'sumsub', name: 'secretKey', setAt: null, setBy: null },
    { provider: 'sumsub', name: 'webhookSecret', setAt: null, setBy: null },
    { provider: 'veriff', name: 'apiKey', setAt: '2026-11-29T10:00:00.000Z', setBy: 'owner@firm.test' },
    { provider: 'veriff', name: 'sharedSecret', setAt: '2026-11-29T10:00:00.000Z', setBy: 'owner@firm.test' },
  ],
  webhookUrls: {
    sumsub: `https://northwind.test/api/kyc/v1/webhook/sumsub?brand=${BRAND.id}`,
    veriff: `https://northwind.test/api/kyc/v1/webhook/veriff?brand=${BRAND.id}`,
  },
  updatedAt: null,
  updatedBy: null,
  ...o,
});

/** The brand's providers as GET /Brands/:id/providers answers them. */
export const brandProviders = (
  o: { payments?: AdminBrandProviders['payments']; identity?: BrandIdentityProvider } = {},
): AdminBrandProviders => ({
  brandId: BRAND.id,
  payments: o.payments ?? SANDBOX_PAYMENTS,
  identity: o.identity ?? identityProvider(),
});

/** The signed-in operator with the given actions (by default one who may change providers). */
export const meWith = (actions: string[] = ['brands.read', 'providers.edit']) =>
  http.get('*/api/admin/v1/auth/Me', () => ok({ ...ME, actions }));

/**
 * The brand's providers read as `read` by an operator who may `actions`; each save of the `part` recorded in the
 * returned list and answered by `answer`.
 */
export function serveProviders(
  server: SetupServer,
  part: 'payments' | 'identity',
  read: AdminBrandProviders,
  answer: (body: unknown) => Response,
  actions?: string[],
): unknown[] {
  const sent: unknown[] = [];
  server.use(
    meWith(actions),
    http.get('*/api/admin/v1/Brands/:id/providers', () => ok(read)),
    http.post(`*/api/admin/v1/Brands/:id/providers/${part}`, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}
