import { expect, test } from '@playwright/test';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { CONSOLE_URL, E2E_PORT } from './support/env.ts';
import { passSecondFactor } from './support/second-factor.ts';

/**
 * Issue "Defects found from outside", defect 2: with an owner signed in to the console, a script on a trader page
 * of the same host (a brand's tag manager runs there) read XSRF-TOKEN from document.cookie and created an API key.
 * The console now has an origin of its own.
 */

const OWNER = { email: 'owner@demo.test', password: 'DemoOwner#2026' };
const TRADER_ORIGIN = `http://localhost:${E2E_PORT}`;

test("a trader page can neither read the console's cookies nor call the admin API with them; the console works on its own origin", async ({
  browser,
}) => {
  // One browser: the operator's console and a trader page of the same host side by side.
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const console_ = await context.newPage();
  const policyViolations: string[] = [];
  console_.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) policyViolations.push(m.text());
  });
  await console_.goto(`${CONSOLE_URL}/backoffice/sign-in`);
  await console_.getByLabel('E-mail').fill(OWNER.email);
  await console_.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await console_.getByRole('button', { name: 'Continue' }).click();
  await passSecondFactor(console_);
  await expect(console_.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  await console_.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API keys' }).click();
  await expect(console_.getByRole('heading', { name: 'API keys', exact: true })).toBeVisible();

  const keyNames = () =>
    console_.evaluate(async (path) => {
      const reply = await fetch(path, { headers: { accept: 'application/json' } });
      return ((await reply.json()) as { data: { items: { name: string }[] } }).data.items.map((k) => k.name);
    }, ApiPath.adminApiKeys);
  expect(await keyNames()).not.toContain('from a trader page');
  // Every cookie of the browser so far: the console's alone (cookies ignore ports, so these are the host's).
  const consoleCookies = (await context.cookies()).map((c) => c.name);

  const trader = await context.newPage();
  await trader.goto(`${TRADER_ORIGIN}/sign-in`);
  // What a script a brand put on the trader page can try: read the cookies, then call the admin API with them,
  // on the trader origin itself and on the console's.
  const attempt = await trader.evaluate(
    async ({ consoleUrl, me, keys, header, version }) => {
      const cookies = document.cookie;
      const token = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '';
      const create: RequestInit = {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token, [header]: version },
        body: JSON.stringify({ name: 'from a trader page', brandIds: null, actions: ['overview.read'] }),
      };
      const call = async (url: string, init: RequestInit = {}) => {
        try {
          const reply = await fetch(url, { credentials: 'include', ...init });
          return `${reply.status} ${await reply.text()}`;
        } catch (error) {
          return `blocked (${(error as Error).name})`;
        }
      };
      // no-cors: a "simple" request the browser sends without asking, its reply unreadable; the server must refuse
      const blind = { ...create, mode: 'no-cors' as const, headers: { 'content-type': 'text/plain' } };
      return {
        cookies,
        traderMe: await call(me),
        traderCreate: await call(keys, create),
        consoleMe: await call(`${consoleUrl}${me}`),
        consoleCreate: await call(`${consoleUrl}${keys}`, create),
        consoleBlind: await call(`${consoleUrl}${keys}`, blind),
      };
    },
    {
      consoleUrl: CONSOLE_URL,
      me: ApiPath.adminMe,
      keys: ApiPath.adminApiKeys,
      header: SITE_VERSION_HEADER,
      version: SITE_VERSION,
    },
  );

  await test.info().attach('what the trader page got', { body: JSON.stringify(attempt, null, 2) });
  // Not one of the console's cookies is readable on the trader page (the session's is httpOnly, no other exists).
  for (const name of [...consoleCookies, 'XSRF-TOKEN']) expect(attempt.cookies).not.toContain(name);
  // The trader origin refuses the admin API with the operator's cookie, for reading and for changing: 403/-50.
  expect(attempt.traderMe).toMatch(/^403 .*"result":-50/);
  expect(attempt.traderCreate).toMatch(/^403 .*"result":-50/);
  // The console's origin shares nothing with the trader page: its replies never reach the page's script.
  expect(attempt.consoleMe).toMatch(/^blocked/);
  expect(attempt.consoleCreate).toMatch(/^blocked/);
  expect(attempt.consoleBlind).toMatch(/^0 |^blocked/); // opaque at best

  // The console's one cookie is its httpOnly session.
  expect(consoleCookies).toEqual(['op_session']);
  // Nothing was made, and the console on its own origin still works with its session.
  expect(await keyNames()).not.toContain('from a trader page');
  await console_.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(console_.getByRole('row').filter({ hasText: 'auth.signed_in' }).first()).toContainText(OWNER.email);
  // The console's pages ran under its policy (no third-party script) without a violation.
  expect(policyViolations).toEqual([]);
  await context.close();
});
