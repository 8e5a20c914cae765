import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from './test-app.ts';

// A transaction's statements may be sent without waiting for each reply: they run in call order,
// and one that fails, even unheard, leaves nothing written and the transaction refused, never taken for committed.
describe('transactions with statements sent ahead', () => {
  const db = useTestDb({ migrated: false });
  beforeAll(async () => {
    await db.query('create table sent_ahead (n int primary key, at_count int not null)');
  });

  it('statements sent without waiting run in the order they were called', async () => {
    await db.transaction(async (tx) => {
      await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          tx.query('insert into sent_ahead (n, at_count) select $1, count(*) from sent_ahead', [n]),
        ),
      );
    });
    const rows = await db.query<{ n: number; at_count: number }>('select n, at_count from sent_ahead order by n');
    expect(rows).toEqual([0, 1, 2, 3, 4].map((count, i) => ({ n: i + 1, at_count: count })));
  });

  it('a statement that fails unheard: the transaction is refused and nothing of it is written', async () => {
    const attempt = db.transaction(async (tx) => {
      await tx.query('insert into sent_ahead (n, at_count) values (10, 0)');
      // Never awaited, and it fails (the key exists): the transaction must not pass for committed.
      void tx.query('insert into sent_ahead (n, at_count) values (1, 0)').catch(() => undefined);
      return 'done';
    });
    await expect(attempt).rejects.toThrow();
    expect(await db.query('select n from sent_ahead where n = 10')).toEqual([]);
  });
});
