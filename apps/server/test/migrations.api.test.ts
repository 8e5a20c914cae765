import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { listMigrations, migrate, migrationsDir } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import type { PasswordHasher } from '../src/modules/auth/password-hasher.ts';
import { DEMO_TRADER, openTestDb, useTempDir, useTestDb } from './test-app.ts';

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

  it('seeds no demo trader when not asked to', async () => {
    const other = await openTestDb();
    try {
      await migrate(other.db);
      await seed(other.db, { demo: false, hasher });
      expect(await count(other.db, 'select * from brands')).toBe(3);
      expect(await count(other.db, 'select * from users')).toBe(0);
    } finally {
      await other.drop();
    }
  });
});
