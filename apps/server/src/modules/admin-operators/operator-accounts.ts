import { randomInt } from 'node:crypto';
import type { OperatorRole } from '@portal/contract';
import { passwordSchema } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { createOperatorsRepository } from './operators.repository.ts';

/** The demo owner of the embedded database (docs/tour.md "Back office"); never seeded on PostgreSQL by default. */
export const DEMO_OWNER = {
  email: 'owner@demo.test',
  password: 'DemoOwner#2026',
  /** base32, for an authenticator app; published in docs/tour.md, so demo data only */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** The demo finance operator (payout queue) of the embedded database, beside the demo owner; docs/tour.md "Back office". */
export const DEMO_FINANCE = {
  email: 'finance@demo.test',
  password: 'DemoFinance#2026',
  brandCodes: ['northwind', 'bluewave'],
  /** base32, published in docs/tour.md like the owner's: demo data only */
  totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
} as const;

/** The demo risk analyst (the risk desk) of the embedded database; docs/tour.md "Back office". */
export const DEMO_RISK = {
  email: 'risk@demo.test',
  password: 'DemoRisk#2026',
  brandCodes: ['northwind', 'bluewave'],
  /** base32, published in docs/tour.md like the others: demo data only */
  totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
} as const;

/**
 * The demo brand admin of the embedded database: Northwind only, so the console shows one brand's figures and no
 * brand to choose; docs/tour.md "Back office".
 */
export const DEMO_BRAND_ADMIN = {
  email: 'northwind-admin@demo.test',
  password: 'DemoAdmin#2026',
  brandCodes: ['northwind'],
  /** base32, published in docs/tour.md like the others: demo data only */
  totpSecret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA',
} as const;

/** How long a one-time password works if it is not changed (ASVS V6.4.1: initial secrets expire soon). */
export const ONE_TIME_PASSWORD_TTL_MS = 72 * 3_600_000;

const ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '#%+=!?@'];

/** A one-time password that meets the password policy (it must be changed at the first sign-in). */
export function oneTimePassword(length = 20): string {
  const pick = (a: string) => a[randomInt(a.length)]!;
  const chars = ALPHABETS.map(pick);
  const all = ALPHABETS.join('');
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  passwordSchema.parse(password);
  return password;
}

export class OperatorInputError extends Error {}

/**
 * Creates an operator (the bootstrap script and the demo seed). An owner has every brand and takes none;
 * other roles need at least one brand, named by code. Unknown brand codes and taken e-mails are refused.
 */
export async function createOperatorAccount(
  q: Queryable,
  hasher: PasswordHasher,
  o: {
    email: string;
    role: OperatorRole;
    brandCodes: readonly string[];
    password: string;
    mustChangePassword: boolean;
    totpSecretSealed?: string;
    now: Date;
  },
): Promise<string> {
  const operators = createOperatorsRepository();
  if (o.role === 'owner' && o.brandCodes.length)
    throw new OperatorInputError('an owner has every brand: give no --brands');
  if (o.role !== 'owner' && !o.brandCodes.length) throw new OperatorInputError(`a ${o.role} needs --brands`);
  const brands = await operators.brandIdsByCode(q, o.brandCodes);
  const unknown = o.brandCodes.filter((c) => !brands.some((b) => b.code === c));
  if (unknown.length) throw new OperatorInputError(`unknown brand(s): ${unknown.join(', ')}`);
  if (await operators.findByEmail(q, o.email)) throw new OperatorInputError(`an operator ${o.email} exists already`);
  return operators.insert(q, {
    email: o.email.trim().toLowerCase(),
    passwordHash: await hasher.hash(o.password),
    role: o.role,
    mustChangePassword: o.mustChangePassword,
    // A password to be changed at first use is a one-time password: it stops working after 72 hours unused.
    passwordExpiresAt: o.mustChangePassword ? new Date(o.now.getTime() + ONE_TIME_PASSWORD_TTL_MS) : null,
    totpSecretSealed: o.totpSecretSealed ?? null,
    totpEnabledAt: o.totpSecretSealed ? o.now : null,
    brandIds: brands.map((b) => b.id),
  });
}

/**
 * A new one-time password (72 hours again) for an operator who never signed in to choose one, e.g. because the
 * first one expired. An operator who has chosen a password is refused: that is a reset, which needs identity
 * proofing and is an owner's action in the console (docs/security.md "Operator reset").
 */
export async function reissueOneTimePassword(
  q: Queryable,
  hasher: PasswordHasher,
  o: { email: string; password: string; now: Date },
): Promise<void> {
  const operators = createOperatorsRepository();
  const found = await operators.findByEmail(q, o.email);
  if (!found) throw new OperatorInputError(`no operator ${o.email}`);
  const expiresAt = new Date(o.now.getTime() + ONE_TIME_PASSWORD_TTL_MS);
  if (!(await operators.reissueOneTimePassword(q, found.id, await hasher.hash(o.password), expiresAt, o.now)))
    throw new OperatorInputError(`${o.email} has chosen a password already: a one-time password is not reissued`);
}
