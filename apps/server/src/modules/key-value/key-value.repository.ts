import type { Queryable } from '../../db/client.ts';

export function createKeyValueRepository() {
  return {
    async get(q: Queryable, userId: string, key: string): Promise<string | undefined> {
      const rows = await q.query<{ value: string }>('select value from key_values where user_id = $1 and key = $2', [
        userId,
        key,
      ]);
      return rows[0]?.value;
    },
    async signUpLanguage(q: Queryable, userId: string): Promise<string | undefined> {
      const rows = await q.query<{ language: string | null }>('select language from users where id = $1', [userId]);
      return rows[0]?.language ?? undefined;
    },
    /** The language is also the trader's e-mail language, so it is kept on the trader's row too. */
    async set(q: Queryable, userId: string, key: string, value: string): Promise<void> {
      if (key === 'lang')
        await q.query('update users set language = $2, updated_at = now() where id = $1', [userId, value]);
      await q.query(
        `insert into key_values (user_id, key, value) values ($1, $2, $3)
         on conflict (user_id, key) do update set value = excluded.value, updated_at = now()`,
        [userId, key, value],
      );
    },
  };
}
export type KeyValueRepository = ReturnType<typeof createKeyValueRepository>;
