import { buildApp, type App } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { seedDemoActivity, type DemoActivity } from './demo-activity.ts';

/**
 * The demo activity of a demo deployment's start (SEED_DEMO; docs/decisions/065-demo-activity.md), made before the
 * server listens: by an app of its own, built like the server's but listening nowhere, whose sandbox providers
 * deliver their signed webhooks into it at once (the server's own deliver over HTTP, once it listens). It is
 * closed afterwards; the server's app then starts on the same database and carries on from there.
 */
export async function seedDemoDeployment(o: { config: Config; db: Db }): Promise<DemoActivity> {
  const self: { app?: App } = {};
  const app = await buildApp({
    config: { ...o.config, sandboxPaymentConfirmMs: 0 },
    db: o.db,
    logger: false,
    webhookSender: async (url, headers, body) =>
      (await self.app!.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode,
  });
  self.app = app;
  try {
    await app.ready();
    return await seedDemoActivity({ app, db: o.db });
  } finally {
    await app.close();
  }
}
