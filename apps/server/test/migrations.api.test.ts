import { randomUUID } from 'node:crypto';
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { listMigrations, migrate, migrationsDir } from '../src/db/migrate.ts';
import { partnerKey } from '../src/domain/risk/index.ts';
import { seed } from '../src/seed/seed.ts';
import type { PasswordHasher } from '../src/modules/auth/password-hasher.ts';
import { DEMO_TRADER, useTempDir, useTestDb } from './test-app.ts';

// Hashing is not what these tests are about: a fast stand-in keeps them quick.
const hasher = { hash: async (p: string) => `plain:${p}`, verify: async () => true } as unknown as PasswordHasher;

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) q`, params);
  return row!.n;
}

describe('migrations and seed', () => {
  const db = useTestDb({ migrated: false });
  const extra = useTempDir('portal-migrations-');

  it('applies every migration once, in order, and nothing the second time', async () => {
    const versions = listMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThan(0);
    expect(versions).toEqual([...versions].sort());
    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(versions);
  });

  it('applies only a new migration when one is added', async () => {
    for (const file of readdirSync(migrationsDir)) copyFileSync(join(migrationsDir, file), join(extra.path, file));
    writeFileSync(join(extra.path, '9001_test_extra.sql'), 'create table test_extra (id int primary key);\n');
    expect(await migrate(db, extra.path)).toEqual(['9001_test_extra']);
    expect(await count(db, 'select * from test_extra')).toBe(0);
    expect(await migrate(db, extra.path)).toEqual([]);
  });

  it('rolls a failing migration back whole and does not record it', async () => {
    writeFileSync(
      join(extra.path, '9002_test_broken.sql'),
      'create table test_half (id int);\ninsert into no_such_table values (1);\n',
    );
    await expect(migrate(db, extra.path)).rejects.toThrow();
    expect(await count(db, `select * from schema_migrations where version = '9002_test_broken'`)).toBe(0);
    expect(
      await count(
        db,
        `select * from information_schema.tables where table_name = 'test_half' and table_schema = current_schema()`,
      ),
    ).toBe(0);
  });

  it('seeds no demo trader when not asked to', async () => {
    await seed(db, { demo: false, hasher });
    expect(await count(db, 'select * from brands')).toBe(3);
    expect(await count(db, 'select * from users')).toBe(0);
  });

  it('seeds three brands, their hosts and one demo trader, however often it runs', async () => {
    await seed(db, { demo: true, hasher });
    await seed(db, { demo: true, hasher });
    expect(await count(db, 'select * from brands')).toBe(3);
    expect(
      (await db.query<{ code: string; name: string }>('select code, name from brands order by code')).map(
        (b) => b.name,
      ),
    ).toEqual(['Aurora Capital', 'Bluewave Prop', 'Northwind Funded']);
    const hosts = await db.query<{ host: string; code: string }>(
      'select h.host, b.code from brand_hosts h join brands b on b.id = h.brand_id order by h.host',
    );
    expect(hosts).toEqual([
      { host: '127.0.0.1', code: 'bluewave' },
      { host: '127.0.0.2', code: 'aurora' },
      { host: 'localhost', code: 'northwind' },
    ]);
    expect(await count(db, 'select * from users')).toBe(1);
    const [demo] = await db.query<{ email: string; code: string; verified: boolean }>(
      `select u.email, b.code, u.email_verified_at is not null as verified
         from users u join brands b on b.id = u.brand_id`,
    );
    expect(demo).toEqual({ email: DEMO_TRADER.email, code: 'northwind', verified: true });
  });

  it("keeps a firm's edits of a seeded brand", async () => {
    await db.query(`update brands set name = 'Northwind Capital' where code = 'northwind'`);
    await seed(db, { demo: true, hasher });
    const [row] = await db.query<{ name: string }>(`select name from brands where code = 'northwind'`);
    expect(row!.name).toBe('Northwind Capital');
    expect(await count(db, 'select * from brands')).toBe(3);
  });

  it('keeps the order of a brand’s languages as configured', async () => {
    const [row] = await db.query<{ languages: Record<string, string> }>(
      `select languages from brands where code = 'northwind'`,
    );
    expect(Object.keys(row!.languages)).toEqual(['en', 'de', 'es']);
  });

  it('0072 counts the pairs kept so far into their accounts’ partners and keeps only the flagged pairs', async () => {
    // Its statements may run again over pairs written since (the detection benchmark's seeding does): here, over
    // three accounts' pairs as the build before it kept them.
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()].sort() as [string, string, string];
    const [brand] = await db.query<{ id: string }>('select id from brands order by code limit 1');
    await db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `insert into trader_accounts (id, brand_id, user_id, package_id, package_name, trader_package_type, group_name,
                account_size, currency, platform_id, stage, status, rules, leverage, login, balance, equity)
         select x.id, $1, x.id, x.id, 'P', 'classic', 'g', 10000, 'USD', 'p', 1, 0, '{}', 100, x.id::text, 0, 0
           from unnest($2::uuid[]) as x(id)`,
        [brand!.id, [a, b, c]],
      );
      const pair = (first: string, second: string, matches: number, flagged: boolean) =>
        tx.query(
          `insert into risk_copy_pairs (brand_id, first_account, second_account, first_user, second_user,
                  first_positions, second_positions, log_ratios, days, flagged, last_match_at)
           values ($1, $2, $3, $2, $3, array_fill('p'::text, array[$4::int]), array_fill('p'::text, array[$4::int]),
                   array_fill(0::float8, array[$4::int]), array_fill(0, array[$4::int]), $5, now())`,
          [brand!.id, first, second, matches, flagged],
        );
      await pair(a, b, 12, true);
      await pair(a, c, 2, false);
      await pair(b, c, 5, false);
    });
    const [migration] = listMigrations().filter((m) => m.version === '0072_risk_copy_partners');
    await db.exec(migration!.sql);

    const partners = await db.query<{ account_id: string; partners: number[]; counts: number[] }>(
      'select account_id, partners, counts from risk_copy_partners where account_id = any($1::uuid[]) order by 1',
      [[a, b, c]],
    );
    expect(partners).toEqual([
      { account_id: a, partners: [partnerKey(b), partnerKey(c)], counts: [12, 2] },
      { account_id: b, partners: [partnerKey(a), partnerKey(c)], counts: [12, 5] },
      { account_id: c, partners: [partnerKey(b), partnerKey(a)], counts: [5, 2] },
    ]);
    const pairs = await db.query<{ first_account: string; second_account: string }>(
      'select first_account, second_account from risk_copy_pairs where first_account = any($1::uuid[])',
      [[a, b, c]],
    );
    expect(pairs).toEqual([{ first_account: a, second_account: b }]);
  });
});
