import type { InjectOptions } from 'fastify';
import { ApiPath, type AdminBrandProviders } from '@portal/contract';
import { adminCall, type Agent } from './admin-helpers.ts';
import type { Trader } from './buying-helpers.ts';
import type { TestApp } from './test-app.ts';

/** What the tests of a real provider (its fake beside the app) share: the brand, the console's choice, its webhook. */

export const brandIdOfHost = async (t: TestApp, host = 'localhost') =>
  (
    await t.db.query<{ id: string }>(
      `select b.id from brands b join brand_hosts h on h.brand_id = b.id where h.host = $1`,
      [host],
    )
  )[0]!.id;

export const userIdOf = async (t: TestApp, who: Trader) =>
  (await t.db.query<{ id: string }>('select id from users where email = $1', [who.email]))[0]!.id;

/** The console's choice of a brand's identity provider, as the owner `agent`. */
export const chooseIdentityProvider = (t: TestApp, agent: Agent, brandId: string, body: Record<string, unknown>) =>
  adminCall<AdminBrandProviders>(t, 'POST', ApiPath.adminBrandIdentityProvider.replace(':id', brandId), {
    agent,
    body,
  });

/** A provider's webhook delivery to its one endpoint, naming the brand whose keys check it (none: no `brand`). */
export const deliverWebhook = (
  t: TestApp,
  path: string,
  delivery: { payload: string; headers: InjectOptions['headers'] },
  brand: string | null,
) =>
  t.app.inject({
    method: 'POST',
    url: `${path}${brand ? `?brand=${brand}` : ''}`,
    headers: delivery.headers,
    payload: delivery.payload,
  });
