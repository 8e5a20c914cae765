import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, tokenPairEnvelope } from '@portal/contract';
import { registerNoStore, replyCarriesCredentials } from './no-store.ts';

describe('replyCarriesCredentials', () => {
  it('finds string fields named like credentials at any depth, in zod or JSON Schema', () => {
    expect(replyCarriesCredentials(tokenPairEnvelope)).toBe(true);
    expect(replyCarriesCredentials(envelope(z.object({ password: z.string().nullable() })))).toBe(true);
    expect(replyCarriesCredentials(envelope(z.array(z.object({ deep: z.object({ apiKey: z.string() }) }))))).toBe(true);
    expect(replyCarriesCredentials(envelope(z.object({ webhookSecret: z.string().optional() })))).toBe(true);
    expect(replyCarriesCredentials({ type: 'object', properties: { accessToken: { type: 'string' } } })).toBe(true);
  });

  it('ignores flags and counts that merely mention one', () => {
    expect(replyCarriesCredentials(envelope(z.object({ passwordRequired: z.boolean() })))).toBe(false);
    expect(replyCarriesCredentials(envelope(z.object({ email: z.string(), tokenCount: z.number() })))).toBe(false);
    expect(replyCarriesCredentials(undefined)).toBe(false);
  });
});

describe('registerNoStore', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerNoStore(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const pair = { result: 0 as const, data: { token: 't', refreshToken: 'r' } };
    // a handler asking for a cache does not get one when the reply carries a token
    r.get('/api/tokens', { schema: { response: { 200: tokenPairEnvelope } } }, async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=600');
      return pair;
    });
    r.get('/api/flagged', { config: { noStore: true } }, async () => ({ url: 'https://x/sign-in?token=abc' }));
    r.get('/api/public', async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { ok: true };
    });
    r.get('/api/plain', async () => ({ ok: true }));
    r.get('/page', async () => 'page');
    r.get('/page/cookie', async (_req, reply) => {
      void reply.header('set-cookie', 'sid=secret; HttpOnly').header('cache-control', 'public, max-age=60');
      return 'page';
    });
    await app.ready();
  });
  afterAll(() => app.close());
  const cacheOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control'];

  it('forces no-store on a reply whose schema carries credentials, over what the handler set', async () => {
    expect(await cacheOf('/api/tokens')).toBe('no-store');
  });
  it('forces no-store on a route flagged noStore', async () => {
    expect(await cacheOf('/api/flagged')).toBe('no-store');
  });
  it('forces no-store on any reply that sets a cookie', async () => {
    expect(await cacheOf('/page/cookie')).toBe('no-store');
  });
  it('makes other /api replies no-store by default, but keeps a cache policy a route chose', async () => {
    expect(await cacheOf('/api/plain')).toBe('no-store');
    expect(await cacheOf('/api/public')).toBe('public, max-age=300');
    expect(await cacheOf('/page')).toBeUndefined();
  });
});
