import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { createAdminGuard, CONSOLE_PAGE } from './admin-guard.ts';
import { ADMIN_PREFIX, underAdminPrefix } from './admin-route.ts';

describe('a console route is registered behind the operator guard only', () => {
  it('takes its path within the admin prefix, in a plugin registered under it', async () => {
    const app = Fastify();
    let url = '';
    await app.register(
      async (admin) => {
        url = underAdminPrefix(admin, `${ADMIN_PREFIX}/Orders`);
      },
      { prefix: ADMIN_PREFIX },
    );
    expect(url).toBe('/Orders');
  });

  it('fails at start when registered anywhere else, or for a path outside the prefix', async () => {
    const app = Fastify();
    expect(() => underAdminPrefix(app, `${ADMIN_PREFIX}/Orders`)).toThrow(/outside/);
    let outside: unknown;
    await app.register(
      async (admin) => {
        try {
          underAdminPrefix(admin, '/api/Order/v1');
        } catch (error) {
          outside = error;
        }
      },
      { prefix: ADMIN_PREFIX },
    );
    expect(String(outside)).toMatch(/outside/);
  });

  it('refuses a console route that declares no access, and the sign-in from any page but the console’s', async () => {
    const fromConsolePage = { value: false };
    const guard = createAdminGuard({
      site: { fromConsolePage: () => fromConsolePage.value },
    } as unknown as Parameters<typeof createAdminGuard>[0]);
    const request = (operatorAccess?: unknown) =>
      ({ is404: false, headers: {}, routeOptions: { config: { operatorAccess } } }) as unknown as FastifyRequest;
    const reply = {} as FastifyReply;
    await expect(guard(request(), reply)).rejects.toMatchObject({ result: ResultCode.NotAuthorized, httpStatus: 403 });
    await expect(guard(request(CONSOLE_PAGE), reply)).rejects.toMatchObject({ httpStatus: 403 });
    fromConsolePage.value = true;
    await expect(guard(request(CONSOLE_PAGE), reply)).resolves.toBeUndefined();
  });
});
