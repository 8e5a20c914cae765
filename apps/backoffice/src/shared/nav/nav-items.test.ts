import { describe, expect, it } from 'vitest';
import { OPERATOR_ACTIONS } from '@portal/contract';
import { homePath, visibleNavItems } from './nav-items.ts';

// The actions `Me` returns per role (the server's permission table, docs/decisions/013).
const READS = ['overview.read', 'traders.read', 'accounts.read', 'orders.read'];
const ROLE_ACTIONS: Record<string, readonly string[]> = {
  owner: OPERATOR_ACTIONS,
  brand_admin: OPERATOR_ACTIONS.filter((a) => a !== 'apiKeys.manage' && a !== 'operators.manage'),
  support: [...READS, 'accounts.block', 'identity.decide'],
  finance: [...READS, 'orders.cancel', 'payouts.decide', 'payoutSettings.read'],
  risk: [...READS, 'risk.read', 'risk.decide'],
};
// Each role's menu begins with the one before it: support's, then finance's, then the owner's own.
const SUPPORT_SECTIONS = ['overview', 'traders', 'accounts', 'orders', 'verification'];
const FINANCE_SECTIONS = [...SUPPORT_SECTIONS, 'payouts', 'scaling', 'payoutSettings'];
const labels = (role: string) => visibleNavItems(ROLE_ACTIONS[role]!).map((i) => i.labelKey.replace('nav.', ''));

describe('the menu by role', () => {
  it('shows an owner every section', () => {
    expect(labels('owner')).toEqual([
      ...FINANCE_SECTIONS,
      'risk',
      'catalogue',
      'brands',
      'calendar',
      'audit',
      'apiKeys',
      'operators',
    ]);
  });
  it('hides API keys and operators from a brand admin', () => {
    expect(labels('brand_admin')).not.toContain('operators');
    expect(labels('brand_admin')).not.toContain('apiKeys');
    expect(labels('brand_admin')).toContain('audit');
  });
  it('gives support the reads and the verification queues, finance the payout queue and settings too, neither the audit log', () => {
    expect(labels('support')).toEqual(SUPPORT_SECTIONS);
    expect(labels('finance')).toEqual(FINANCE_SECTIONS);
  });
  it('gives the risk role the reads and the risk desk', () => {
    expect(labels('risk')).toEqual([...SUPPORT_SECTIONS, 'risk']);
  });
  it('opens the first section the role may read', () => {
    expect(homePath(ROLE_ACTIONS.owner!)).toBe('/overview');
    expect(homePath([])).toBe('/overview');
  });
});
