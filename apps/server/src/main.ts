import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { configuredDb, openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './seed/seed.ts';
import { seedDemoDeployment } from './demo/demo-deployment.ts';
import { checkProviderSecrets, refuseDemoSeedInProduction, runStartupChecks } from './startup-checks.ts';
import { argon2Hasher } from './modules/auth/password-hasher.ts';
import { totpSecretBox } from './modules/admin-operators/admin-operators.module.ts';

/** config → database → migrations → seed → start-up checks → listen; stops gracefully on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  // Before anything is opened or seeded: published demo credentials never reach a production database unasked.
  refuseDemoSeedInProduction(config);
  // A connection PostgreSQL ends is dropped and replaced by the pool; it is only worth a line in the log.
  // The logger comes with the app, so until then the line goes to stderr.
  let reportDbError = (error: Error): void => {
    process.stderr.write(`database connection lost: ${error.message}\n`);
  };
  const db = await openDb(configuredDb(config, (error) => reportDbError(error)));
  const applied = await migrate(db);
  await seed(db, { demo: config.seedDemo, hasher: argon2Hasher, sealTotp: totpSecretBox(config.jwtSecret).seal });
  // A demo deployment's traders get something to show, once (docs/decisions/065-demo-activity.md).
  const demo = config.seedDemo ? await seedDemoDeployment({ config, db }) : [];
  const app = await buildApp({ config, db });
  reportDbError = (error) =>
    app.log.warn(
      { err: { code: (error as { code?: unknown }).code, message: error.message } },
      'database connection lost',
    );
  try {
    await runStartupChecks(config, { ...app.modules.brands.services, db }, app.log);
    await checkProviderSecrets(config, { ...app.modules.providers.services, db }, app.log);
  } catch (error) {
    await app.close();
    await db.close();
    throw error;
  }
  app.log.info({ database: db.dialect, migrations: applied, dataDir: config.dataDir }, 'database ready');
  if (demo.some((d) => d.seeded)) app.log.info({ demo }, 'demo activity seeded');
  // Every module's jobs (the mail and postback dispatchers, the evaluation's ticks, the sandboxes' deliveries…).
  for (const area of Object.values(app.modules)) for (const job of area.jobs) job.start();

  const extraServers: Server[] = [];
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) {
      // An uncaught exception or unhandled rejection: reported (SENTRY_DSN) before the process ends.
      app.log.error({ err }, 'shutting down after an error');
      app.modules.core.services.errorReporter.report(err);
      await app.modules.core.services.errorReporter.flush(2000);
    } else app.log.info({ signal }, 'shutting down');
    await Promise.all(extraServers.map((s) => new Promise((done) => s.close(done))));
    await app.close();
    await db.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const listen = async (host: string, port: number, routing: (req: IncomingMessage, res: ServerResponse) => void) => {
    const server = createServer(routing);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host, port }, () => resolve());
    });
    extraServers.push(server);
  };
  // Further addresses of HOST (e.g. 127.0.0.2, the third seeded brand's host) are served by the same routes.
  for (const host of config.extraHosts) {
    await listen(host, config.port, (req, res) => app.routing(req, res));
    app.log.info({ host, port: config.port }, 'also listening');
  }
  // The firm's console, an origin of its own: its build and the admin API only.
  await listen(config.host, config.consolePort, app.consoleRouting);
  app.log.info(
    { host: config.host, port: config.consolePort, origin: config.consoleOrigin },
    'console listening (its own origin)',
  );
}

main().catch((error: unknown) => {
  // Before the logger exists there is only stderr.
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
