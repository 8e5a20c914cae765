import type { Queryable } from '../../db/client.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { UsersRepository } from './users.repository.ts';

/** How many earlier passwords a new one may not repeat (SPEC §8 -22). */
export const PASSWORD_HISTORY_DEPTH = 5;

export async function wasUsedBefore(
  q: Queryable,
  deps: { usersRepository: UsersRepository; hasher: PasswordHasher },
  userId: string,
  password: string,
): Promise<boolean> {
  const hashes = await deps.usersRepository.recentPasswordHashes(q, userId, PASSWORD_HISTORY_DEPTH);
  for (const h of hashes) if (await deps.hasher.verify(h, password)) return true;
  return false;
}
