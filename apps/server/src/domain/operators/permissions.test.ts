import { describe, expect, it } from 'vitest';
import { OPERATOR_ACTIONS, OPERATOR_ROLES } from '@portal/contract';
import { allows, apiKeyMayHave, inScope, PERMISSIONS, scopeOf } from './permissions.ts';

describe('operator permissions', () => {
  it('an owner may do everything', () => {
    for (const a of OPERATOR_ACTIONS) expect(allows('owner', a)).toBe(true);
  });

  it('a brand admin everything but managing API keys and operators', () => {
    for (const a of OPERATOR_ACTIONS)
      expect(allows('brand_admin', a), a).toBe(a !== 'apiKeys.manage' && a !== 'operators.manage');
  });

  it('support reads, blocks accounts and decides identity checks', () => {
    expect([...PERMISSIONS.support].sort()).toEqual(
      [
        'accounts.block',
        'accounts.read',
        'brands.read',
        'catalogue.read',
        'identity.decide',
        'orders.read',
        'overview.read',
        'traders.manage',
        'traders.read',
      ].sort(),
    );
  });

  it('finance reads, cancels orders, decides payouts and reads the payout settings', () => {
    expect([...PERMISSIONS.finance].sort()).toEqual(
      [
        'accounts.read',
        'brands.read',
        'catalogue.read',
        'orders.cancel',
        'orders.read',
        'overview.read',
        'payouts.decide',
        'payoutSettings.read',
        'traders.read',
      ].sort(),
    );
  });

  it('every role grants only known actions', () => {
    for (const r of OPERATOR_ROLES) for (const a of PERMISSIONS[r]) expect(OPERATOR_ACTIONS).toContain(a);
  });

  it('scopes: an owner has every brand, others only theirs', () => {
    expect(inScope(scopeOf('owner', []), 'b1')).toBe(true);
    expect(inScope(scopeOf('brand_admin', ['b1']), 'b1')).toBe(true);
    expect(inScope(scopeOf('brand_admin', ['b1']), 'b2')).toBe(false);
    expect(inScope(scopeOf('support', []), 'b1')).toBe(false);
  });

  it('API keys never manage keys or operators', () => {
    expect(apiKeyMayHave('apiKeys.manage')).toBe(false);
    expect(apiKeyMayHave('operators.manage')).toBe(false);
    expect(apiKeyMayHave('accounts.block')).toBe(true);
  });
});
