import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { formatAmount } from '../payments/sandbox/checkout-page.ts';
import type { SandboxPlatform } from './sandbox-platform.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox platform's web entry: a signed one-time link (platformRedirectUrl) opens the account's
 * overview on the sandbox server. The trading terminal itself grows here with the sandbox-platform work.
 */
export function sandboxTerminalRoutes(deps: { db: Db; platform: SandboxPlatform }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/platform/sandbox/sign-in',
      { schema: { hide: true, querystring: z.object({ token: z.string().max(2048).default('') }) } },
      async (req, reply) => {
        void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        const who = req.query.token ? await deps.platform.verifySignIn(req.query.token) : null;
        const account = who && (await deps.platform.account(deps.db, who.login));
        const body = account
          ? `<h1>Account ${escapeHtml(account.login)}</h1>
<dl><dt>Server</dt><dd>${escapeHtml(account.server ?? '—')}</dd><dt>Balance</dt><dd>${escapeHtml(formatAmount(account.balance, account.currency, 'en'))}</dd>
<dt>Leverage</dt><dd>1:${account.leverage}</dd><dt>Trading</dt><dd>${account.is_enabled ? 'enabled' : 'disabled'}</dd></dl>`
          : '<h1>This sign-in link has expired</h1><p>Open the platform again from the portal.</p>';
        if (!account) void reply.status(401);
        return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox WebTrader</title><style>body{font:16px/1.5 system-ui,sans-serif;background:#0f1420;color:#e8ecf4;margin:0;padding:32px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 18px}dt{color:#9aa6bf}</style></head><body><main>${body}</main></body></html>`;
      },
    );
  };
}
