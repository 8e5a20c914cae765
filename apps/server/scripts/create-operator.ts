// npm run operator:create -- --email a@b.c --role owner [--brands northwind,bluewave]
// Creates a back-office operator on the database the server uses (DATABASE_URL, or the embedded one under the
// data directory) and prints a one-time password, to be changed at the first sign-in, where the operator also
// sets up TOTP (docs/decisions/013-operators-and-admin-api.md).
import { parseArgs } from 'node:util';
import { emailSchema, operatorRoleSchema } from '@portal/contract';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import {
  createOperatorAccount,
  OperatorInputError,
  oneTimePassword,
} from '../src/modules/operators/operator-accounts.ts';

const usage =
  'usage: npm run operator:create -- --email <email> --role owner|brand_admin|support|finance [--brands a,b]\n';
const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string' }, brands: { type: 'string' } },
  strict: true,
});
const email = emailSchema.safeParse(values.email ?? '');
const role = operatorRoleSchema.safeParse(values.role ?? '');
if (!email.success || !role.success) {
  process.stderr.write(usage);
  process.exit(2);
}
const brandCodes = (values.brands ?? '')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);

const config = loadConfig();
const db = config.databaseUrl
  ? await openDb({ kind: 'postgres', url: config.databaseUrl })
  : await openDb({ kind: 'pglite', dataDir: `${config.dataDir}/pglite` });
try {
  await migrate(db);
  // As the server does at start-up: the brands exist on a fresh database (no demo data).
  await seed(db, { demo: false, hasher: argon2Hasher });
  const password = oneTimePassword();
  await db.transaction((tx) =>
    createOperatorAccount(tx, argon2Hasher, {
      email: email.data,
      role: role.data,
      brandCodes,
      password,
      mustChangePassword: true,
      now: new Date(),
    }),
  );
  process.stdout.write(
    `Operator ${email.data} (${role.data}${brandCodes.length ? `: ${brandCodes.join(', ')}` : ', every brand'}) created.\n` +
      `One-time password (shown once; to be changed at the first sign-in): ${password}\n`,
  );
} catch (error) {
  if (!(error instanceof OperatorInputError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
