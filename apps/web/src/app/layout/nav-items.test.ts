import { describe, expect, it } from 'vitest';
import { brandFixture } from '../test-support.tsx';
import { buildNavItems, currentness } from './nav-items.ts';

const ids = (items: ReturnType<typeof buildNavItems>) => items.map((item) => item.id);

describe('navigation menu items (SPEC §2)', () => {
  it('shows the fixed items, the calendar as a page, and hides affiliate and community without URLs', () => {
    expect(ids(buildNavItems(brandFixture(), false))).toEqual([
      'home',
      'orders',
      'economicCalendar',
      'payouts',
      'certificates',
      'profile',
    ]);
    expect(buildNavItems(brandFixture(), false).find((i) => i.id === 'economicCalendar')).toMatchObject({
      to: '/dashboard/economic-calendar',
    });
  });

  it('shows Affiliate Program only with an affiliate URL', () => {
    expect(ids(buildNavItems(brandFixture({ affiliateUrl: 'https://aff.example' }), false))).toContain('affiliate');
  });

  it('hides the economic calendar when hideEconomicCalendarMenu is set, even with a URL', () => {
    const brand = brandFixture({ hideEconomicCalendarMenu: true, economicCalendarUrl: 'https://cal.example' });
    expect(ids(buildNavItems(brand, false))).not.toContain('economicCalendar');
  });

  it('opens the economic calendar URL in a new tab when there is one', () => {
    const item = buildNavItems(brandFixture({ economicCalendarUrl: 'https://cal.example' }), false).find(
      (i) => i.id === 'economicCalendar',
    );
    expect(item).toMatchObject({ href: 'https://cal.example' });
    expect(item?.to).toBeUndefined();
  });

  it('shows the community chat only with a discord URL and hideDiscordMenu off', () => {
    const discordUrl = 'https://discord.example';
    expect(ids(buildNavItems(brandFixture({ discordUrl }), false))).toContain('community');
    expect(ids(buildNavItems(brandFixture({ discordUrl, hideDiscordMenu: true }), false))).not.toContain('community');
    expect(ids(buildNavItems(brandFixture({ hideDiscordMenu: false }), false))).not.toContain('community');
  });

  it('puts the alert badge on Profile when verification is needed', () => {
    const profile = (needed: boolean) => buildNavItems(brandFixture(), needed).find((i) => i.id === 'profile');
    expect(profile(true)?.badge).toBe(true);
    expect(profile(false)?.badge).toBe(false);
  });

  it('keeps an item current on the detail pages its list opens, and on the pages below its own', () => {
    const items = buildNavItems(brandFixture(), false);
    const currentAt = (path: string) =>
      items.flatMap((item) => {
        const how = currentness(item, path);
        return how ? [[item.id, how]] : [];
      });
    expect(currentAt('/dashboard/challenge/a1')).toEqual([['home', 'detail']]);
    expect(currentAt('/dashboard/order/o1')).toEqual([['orders', 'detail']]);
    expect(currentAt('/dashboard/payout/p1')).toEqual([['payouts', 'detail']]);
    expect(currentAt('/dashboard/payouts')).toEqual([['payouts', 'page']]);
    expect(currentAt('/dashboard/profile/security')).toEqual([['profile', 'page']]);
    expect(currentAt('/dashboard/certificates/')).toEqual([['certificates', 'page']]);
    // a path that only begins like an item's is not it
    expect(currentAt('/dashboard/orders-archive')).toEqual([]);
    expect(currentAt('/dashboard/new-challenge')).toEqual([]);
  });
});
