import { describe, expect, it } from 'vitest';
import { pathOf, requestTo } from './request-to.ts';

// The one way both apps call a declared endpoint: method and path from the declaration, the rest as given.
const revoke = { method: 'POST', path: '/api/admin/v1/ApiKeys/:id/revoke' } as const;
const list = { method: 'GET', path: '/api/Things/v1/List' } as const;

describe('requestTo', () => {
  it('fills path parameters encoded', () => {
    expect(pathOf(revoke.path, { id: 'a/b' })).toBe('/api/admin/v1/ApiKeys/a%2Fb/revoke');
  });

  it("takes the endpoint's method and path, and the query parameters, body and headers as given", () => {
    expect(requestTo(list)).toEqual({ url: '/api/Things/v1/List', method: 'GET' });
    expect(
      requestTo(revoke, { path: { id: 'k 1' }, params: { a: 1 }, body: { reason: 'x' }, headers: { 'X-A': 'b' } }),
    ).toEqual({
      url: '/api/admin/v1/ApiKeys/k%201/revoke',
      method: 'POST',
      params: { a: 1 },
      body: { reason: 'x' },
      headers: { 'X-A': 'b' },
    });
  });
});
