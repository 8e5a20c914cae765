import type { OperatorAction } from '@portal/contract';

/**
 * The console's sections, each with the action that reads it (the server's permission table, which `Me`
 * returns as the operator's actions). `available` is false while a section's endpoints do not exist yet: it
 * is listed, and says so, so the screens of the other admin areas only have to be plugged in here.
 */
export type NavItem = { path: string; labelKey: string; action: OperatorAction; available: boolean };

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/overview', labelKey: 'nav.overview', action: 'overview.read', available: true },
  { path: '/traders', labelKey: 'nav.traders', action: 'traders.read', available: true },
  { path: '/accounts', labelKey: 'nav.accounts', action: 'accounts.read', available: true },
  { path: '/orders', labelKey: 'nav.orders', action: 'orders.read', available: true },
  { path: '/verification', labelKey: 'nav.verification', action: 'traders.read', available: true },
  { path: '/payouts', labelKey: 'nav.payouts', action: 'payouts.decide', available: true },
  { path: '/scaling', labelKey: 'nav.scaling', action: 'payouts.decide', available: true },
  { path: '/payout-settings', labelKey: 'nav.payoutSettings', action: 'payoutSettings.read', available: true },
  { path: '/risk', labelKey: 'nav.risk', action: 'risk.read', available: true },
  { path: '/catalogue', labelKey: 'nav.catalogue', action: 'catalogue.edit', available: true },
  { path: '/brands', labelKey: 'nav.brands', action: 'brands.edit', available: true },
  { path: '/calendar', labelKey: 'nav.calendar', action: 'calendar.import', available: true },
  { path: '/audit', labelKey: 'nav.audit', action: 'audit.read', available: true },
  { path: '/api-keys', labelKey: 'nav.apiKeys', action: 'apiKeys.manage', available: true },
  { path: '/operators', labelKey: 'nav.operators', action: 'operators.manage', available: true },
];

/** The sections an operator with these actions sees, in menu order. */
export const visibleNavItems = (actions: readonly string[]): NavItem[] =>
  NAV_ITEMS.filter((item) => actions.includes(item.action));

/** The first section to open after signing in. */
export const homePath = (actions: readonly string[]): string => visibleNavItems(actions)[0]?.path ?? '/overview';
