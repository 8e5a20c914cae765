import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { CONSOLE_URL, E2E_LANE } from './env.ts';
import { passSecondFactor } from './second-factor.ts';

/**
 * The demo owner's console session of the run: signed in once by e2e/operators.setup.ts (the `setup` project every
 * spec depends on), kept as Playwright's storage state and reused by the specs' console pages and API helpers.
 * A spec that tests signing in, or ends its own session, signs in for itself.
 */
export const OWNER_STATE = fileURLToPath(
  new URL(`../../test-results/.auth/owner${E2E_LANE === 'alone' ? '-alone' : ''}.json`, import.meta.url),
);

/** The seeded demo owner (README "Back office"). */
export const OWNER_EMAIL = 'owner@demo.test';

/** The console is served on both loopback names the specs open it on (the second brand's host is 127.0.0.1). */
const CONSOLE_HOSTS = ['localhost', '127.0.0.1'];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Saves the context's session as the owner's, its cookies valid on each of the console's hosts. */
export async function saveOwnerState(context: BrowserContext): Promise<void> {
  const state = await context.storageState();
  const cookies = state.cookies.flatMap((c) => CONSOLE_HOSTS.map((domain) => ({ ...c, domain })));
  const unique = new Map(cookies.map((c) => [`${c.domain} ${c.path} ${c.name}`, c]));
  mkdirSync(dirname(OWNER_STATE), { recursive: true });
  writeFileSync(OWNER_STATE, JSON.stringify({ ...state, cookies: [...unique.values()] } satisfies StorageState));
}

/**
 * The owner's session as a script sends it: the session cookie, and its CSRF token, which the console learns from
 * its session's replies (never a cookie): asked of Me on the console's origin.
 */
export async function ownerApiSession(): Promise<{ cookie: string; xsrf: string }> {
  const state = JSON.parse(readFileSync(OWNER_STATE, 'utf8')) as StorageState;
  const session = state.cookies.find((c) => c.name === 'op_session')?.value;
  if (!session) throw new Error(`no owner session in ${OWNER_STATE}: did the setup project run?`);
  const cookie = `op_session=${session}`;
  const me = await fetch(`${CONSOLE_URL}${ApiPath.adminMe}`, {
    headers: { cookie, [SITE_VERSION_HEADER]: SITE_VERSION },
  });
  const xsrf = me.headers.get('x-xsrf-token');
  if (!me.ok || !xsrf) throw new Error(`the owner's session was refused: ${me.status}`);
  return { cookie, xsrf };
}

/**
 * A browser context of its own signed in as the run's owner, its page opened at `url` (the console's start) once
 * the shell shows the operator.
 */
export async function ownerConsole(
  browser: Browser,
  options: BrowserContextOptions = {},
  url = '/backoffice/',
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    baseURL: CONSOLE_URL,
    ...options,
    storageState: OWNER_STATE,
  });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByText(OWNER_EMAIL)).toBeVisible();
  return page;
}

/**
 * A browser context of its own in which a seeded demo operator signs in through the console's screens (password,
 * then the authenticator's code of `totpSecret`): the page where signing in lands.
 */
export async function operatorConsole(
  browser: Browser,
  operator: { email: string; password: string; totpSecret: string },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(`${CONSOLE_URL}/backoffice/`);
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await passSecondFactor(page, operator.totpSecret);
  return page;
}
