import type { BrandConfig } from '@portal/contract';

/** A navigation entry: an in-app route (`to`) or an outside page opened in a new tab (`href`). */
export type NavItem = { id: string; labelKey: string; to?: string; href?: string; badge?: boolean };

type NavBrand = Pick<
  BrandConfig,
  'affiliateUrl' | 'economicCalendarUrl' | 'hideEconomicCalendarMenu' | 'discordUrl' | 'hideDiscordMenu'
>;

/** SPEC §2 Navigation menu, with the brand's hide rules and the KYC alert on Profile. */
export function buildNavItems(brand: NavBrand | null, verificationNeeded: boolean): NavItem[] {
  const items: (NavItem | false)[] = [
    { id: 'home', labelKey: 'nav.home', to: '/dashboard/home' },
    { id: 'orders', labelKey: 'nav.orders', to: '/dashboard/orders' },
    !brand?.hideEconomicCalendarMenu &&
      (brand?.economicCalendarUrl
        ? { id: 'economicCalendar', labelKey: 'nav.economicCalendar', href: brand.economicCalendarUrl }
        : { id: 'economicCalendar', labelKey: 'nav.economicCalendar', to: '/dashboard/economic-calendar' }),
    { id: 'payouts', labelKey: 'nav.payouts', to: '/dashboard/payouts' },
    { id: 'certificates', labelKey: 'nav.certificates', to: '/dashboard/Certificates' },
    { id: 'profile', labelKey: 'nav.profile', to: '/dashboard/profile', badge: verificationNeeded },
    !!brand?.affiliateUrl && { id: 'affiliate', labelKey: 'nav.affiliateProgram', to: '/dashboard/affiliate-program' },
    !!brand?.discordUrl &&
      !brand.hideDiscordMenu && { id: 'community', labelKey: 'nav.community', href: brand.discordUrl },
  ];
  return items.filter((item): item is NavItem => !!item);
}
