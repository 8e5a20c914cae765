// npm run operator:create -- --email a@b.c --role owner [--brands northwind,bluewave]
// npm run operator:create -- --email a@b.c --reissue
// Creates a back-office operator on the database the server uses (DATABASE_URL, or the embedded one under the
// data directory) and prints a one-time password, to be changed at the first sign-in within 72 hours, where the
// operator also sets up TOTP (docs/decisions/013-operators-and-admin-api.md, 039). `--reissue` prints a new one
// for an operator who has not chosen a password yet (the first one expired).
import { parseArgs } from 'node:util';
import { emailSchema, operatorRoleSchema } from '@portal/contract';
import { loadConfig } from '../src/config.ts';
import { configuredDb, openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import {
  createOperatorAccount,
  OperatorInputError,
  oneTimePassword,
  reissueOneTimePassword,
} from '../src/modules/admin-operators/operator-accounts.ts';

const usage =
  'usage: npm run operator:create -- --email <email> --role owner|brand_admin|support|finance [--brands a,b]\n' +
  '       npm run operator:create -- --email <email> --reissue\n';
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    brands: { type: 'string' },
    reissue: { type: 'boolean' },
  },
  strict: true,
});
const email = emailSchema.safeParse(values.email ?? '');
const role = operatorRoleSchema.safeParse(values.role ?? '');
// --reissue takes the e-mail only: the operator's role and brands stay as they are.
const valid = values.reissue ? !values.role && !values.brands : role.success;
if (!email.success || !valid) {
  process.stderr.write(usage);
  process.exit(2);
}
const brandCodes = (values.brands ?? '')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);

const config = loadConfig();
const db = await openDb(configuredDb(config));
try {
  await migrate(db);
  // As the server does at start-up: the brands exist on a fresh database (no demo data).
  await seed(db, { demo: false, hasher: argon2Hasher });
  const password = oneTimePassword();
  if (values.reissue) {
    await db.transaction((tx) =>
      reissueOneTimePassword(tx, argon2Hasher, { email: email.data, password, now: new Date() }),
    );
    process.stdout.write(`New one-time password for ${email.data} (shown once; 72 hours): ${password}\n`);
  } else {
    await db.transaction((tx) =>
      createOperatorAccount(tx, argon2Hasher, {
        email: email.data,
        role: role.data!,
        brandCodes,
        password,
        mustChangePassword: true,
        now: new Date(),
      }),
    );
    process.stdout.write(
      `Operator ${email.data} (${role.data!}${brandCodes.length ? `: ${brandCodes.join(', ')}` : ', every brand'}) created.\n` +
        `One-time password (shown once; to be changed at the first sign-in, within 72 hours): ${password}\n`,
    );
  }
} catch (error) {
  if (!(error instanceof OperatorInputError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
