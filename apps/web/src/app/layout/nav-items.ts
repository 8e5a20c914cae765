import type { BrandConfig } from '@portal/contract';

/**
 * A navigation entry: an in-app route (`to`) or an outside page opened in a new tab (`href`). `details` are the
 * paths of the pages its list opens (a challenge, an order, a payout), which keep the item current.
 */
export type NavItem = { id: string; labelKey: string; to?: string; href?: string; badge?: boolean; details?: string };

type NavBrand = Pick<
  BrandConfig,
  'affiliateUrl' | 'economicCalendarUrl' | 'hideEconomicCalendarMenu' | 'discordUrl' | 'hideDiscordMenu'
>;

/** SPEC §2 Navigation menu, with the brand's hide rules and the KYC alert on Profile. */
export function buildNavItems(brand: NavBrand | null, verificationNeeded: boolean): NavItem[] {
  const items: (NavItem | false)[] = [
    { id: 'home', labelKey: 'nav.home', to: '/dashboard/home', details: '/dashboard/challenge' },
    { id: 'orders', labelKey: 'nav.orders', to: '/dashboard/orders', details: '/dashboard/order' },
    !brand?.hideEconomicCalendarMenu &&
      (brand?.economicCalendarUrl
        ? { id: 'economicCalendar', labelKey: 'nav.economicCalendar', href: brand.economicCalendarUrl }
        : { id: 'economicCalendar', labelKey: 'nav.economicCalendar', to: '/dashboard/economic-calendar' }),
    { id: 'payouts', labelKey: 'nav.payouts', to: '/dashboard/payouts', details: '/dashboard/payout' },
    { id: 'certificates', labelKey: 'nav.certificates', to: '/dashboard/Certificates' },
    { id: 'profile', labelKey: 'nav.profile', to: '/dashboard/profile', badge: verificationNeeded },
    !!brand?.affiliateUrl && { id: 'affiliate', labelKey: 'nav.affiliateProgram', to: '/dashboard/affiliate-program' },
    !!brand?.discordUrl &&
      !brand.hideDiscordMenu && { id: 'community', labelKey: 'nav.community', href: brand.discordUrl },
  ];
  return items.filter((item): item is NavItem => !!item);
}

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Where the page at `pathname` stands to an item: its own page (or one below it, like a profile tab), a detail
 * page its list opens, or neither. Routes match case-insensitively, as the router's do.
 */
export function currentness(item: NavItem, pathname: string): 'page' | 'detail' | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (item.to && within(path, item.to.toLowerCase())) return 'page';
  if (item.details && within(path, item.details.toLowerCase())) return 'detail';
  return null;
}
