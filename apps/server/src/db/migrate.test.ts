import { describe, expect, it } from 'vitest';
import { listMigrations, splitStatements } from './migrate.ts';

describe('splitStatements', () => {
  it('splits on statement-ending semicolons and drops comments', () => {
    expect(splitStatements('create table a (id int); -- a comment; still comment\ncreate table b (id int);\n')).toEqual(
      ['create table a (id int)', 'create table b (id int)'],
    );
  });

  it('keeps a dollar-quoted function body whole, semicolons included', () => {
    const sql = `create function f() returns trigger language plpgsql as $$
begin
  raise exception 'no; never';
  return null;
end;
$$;
create trigger t before update on x for each row execute function f();`;
    const parts = splitStatements(sql);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toContain("raise exception 'no; never';");
    expect(parts[0]).toMatch(/end;\n\$\$$/);
    expect(parts[1]).toMatch(/^create trigger t/);
  });

  it('keeps tagged dollar quotes and quoted semicolons whole', () => {
    expect(splitStatements("select $fn$ a; b $fn$; select 'x;y', 'it''s; fine';")).toEqual([
      'select $fn$ a; b $fn$',
      "select 'x;y', 'it''s; fine'",
    ]);
  });

  it('a "--" inside a string is not a comment', () => {
    expect(splitStatements("insert into t values ('a -- b'); select 1;")).toEqual([
      "insert into t values ('a -- b')",
      'select 1',
    ]);
  });

  it('every shipped migration splits into non-empty statements', () => {
    for (const m of listMigrations()) expect(splitStatements(m.sql).every((s) => s.length > 0)).toBe(true);
  });

  it('no two migrations create an index of the same name (a fresh database applies them all)', () => {
    const live = new Map<string, string>();
    const clashes: string[] = [];
    for (const m of listMigrations()) {
      for (const statement of splitStatements(m.sql)) {
        const created = /^create\s+(?:unique\s+)?index\s+(?!if\s+not\s+exists)(?:concurrently\s+)?(\w+)/i.exec(
          statement,
        );
        const dropped = /^drop\s+index\s+(?:if\s+exists\s+)?(\w+)/i.exec(statement);
        if (dropped) live.delete(dropped[1]!.toLowerCase());
        if (!created) continue;
        const name = created[1]!.toLowerCase();
        if (live.has(name)) clashes.push(`${name}: ${live.get(name)} and ${m.version}`);
        live.set(name, m.version);
      }
    }
    expect(clashes).toEqual([]);
  });
});
