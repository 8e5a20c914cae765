import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore, renderRoutes } from '../test-support.tsx';
import { footerLinks, SiteFooter } from './site-footer.tsx';

describe('signed-in footer (SPEC §2)', () => {
  it('shows the footer text, the links the brand has, Support always, and the copyright', () => {
    const store = makeStore({
      brand: { policyUrl: 'https://b.example/privacy', disclaimerUrl: 'https://b.example/d' },
    });
    renderRoutes([{ path: '/', element: <SiteFooter variant="full" /> }], { store });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('All accounts provided by Brand are simulated');
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'Privacy Policy',
      'Disclaimer',
      'Support',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Brand. All rights reserved.`);
  });

  it('falls back to e-mail for Support and uses the support URL when there is one', () => {
    expect(footerLinks(null, 'portal.example').at(-1)).toEqual({
      key: 'support',
      href: 'mailto:support@portal.example',
    });
    const all = footerLinks({
      ...makeStore().getState().brandSettings.config!,
      policyUrl: 'p',
      termsUrl: 't',
      refundPolicyUrl: 'r',
      cookiePolicyUrl: 'c',
      disclaimerUrl: 'd',
      supportUrl: 's',
    });
    expect(all.map((link) => link.href)).toEqual(['p', 't', 'r', 'c', 'd', 's']);
  });
});
