import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { argon2Hasher } from './modules/auth/password-hasher.ts';
import { totpSecretBox } from './modules/operators/operators.wiring.ts';

/** config → database → migrations → seed → listen; stops gracefully on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const db = config.databaseUrl
    ? await openDb({ kind: 'postgres', url: config.databaseUrl })
    : await openDb({ kind: 'pglite', dataDir: `${config.dataDir}/pglite` });
  const applied = await migrate(db);
  await seed(db, { demo: config.seedDemo, hasher: argon2Hasher, sealTotp: totpSecretBox(config.jwtSecret).seal });
  const app = await buildApp({ config, db });
  app.log.info({ database: db.dialect, migrations: applied, dataDir: config.dataDir }, 'database ready');
  app.services.mailDispatcher.start();
  app.services.sandboxPayments.deliveries.start();
  app.services.evaluationTicks.start();
  app.services.marketTicker.start();

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  // Before the logger exists there is only stderr.
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
