import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ApiPath, EARLY_ACCOUNTS_READ, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { EARLY_READ_ELEMENT, EARLY_READ_SCRIPT, EARLY_READ_SCRIPT_SOURCE } from './early-read.ts';

const NOW = 1_800_000_000_000;
const jwt = (claims: object) => ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.');

/** Runs the page's script with the given local storage; returns the fetches it made and what it left. */
function run(storage: Partial<Record<string, string>>) {
  const calls: Array<{ url: string; init: { headers: Record<string, string> } }> = [];
  const window: Record<string, unknown> = {};
  runInNewContext(EARLY_READ_SCRIPT, {
    window,
    atob: (text: string) => Buffer.from(text, 'base64').toString('latin1'),
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    Date: { now: () => NOW },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, init });
      return Promise.resolve('reply');
    },
  });
  return { calls, left: window[EARLY_ACCOUNTS_READ] };
}

describe("the signed-in home's read started by the page", () => {
  const live = jwt({ sub: 't1', iat: NOW / 1000 - 60, exp: NOW / 1000 + 600 });

  it('reads the accounts as the app would, with the stored token and the site version, and leaves the reply', async () => {
    const { calls, left } = run({ token: live, 'time-user': String(NOW + 3_600_000) });
    expect(calls).toEqual([
      {
        url: ApiPath.traderAccounts,
        init: {
          headers: { Accept: 'application/json', [SITE_VERSION_HEADER]: SITE_VERSION, Authorization: `Bearer ${live}` },
        },
      },
    ]);
    await expect(left).resolves.toBe('reply');
  });

  it('starts nothing without a session, past its stamp, or with an access token ended or not a JWT', () => {
    const ended = jwt({ iat: NOW / 1000 - 600, exp: NOW / 1000 + 4 }); // within the app's 5 s margin
    for (const storage of [
      {},
      { token: live, 'time-user': String(NOW - 1) },
      { token: ended, 'time-user': String(NOW + 3_600_000) },
      { token: 'not-a-jwt' },
      { token: jwt({ sub: 't1' }) },
    ]) {
      const { calls, left } = run(storage);
      expect(calls, JSON.stringify(storage)).toEqual([]);
      expect(left).toBeUndefined();
    }
  });

  it('is allowed by its hash and by nothing broader', () => {
    expect(EARLY_READ_ELEMENT).toBe(`<script>${EARLY_READ_SCRIPT}</script>`);
    expect(EARLY_READ_SCRIPT_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(EARLY_READ_SCRIPT).digest('base64')}'`,
    );
    expect(EARLY_READ_SCRIPT).not.toMatch(/<\/script/i);
  });
});
