import { useTranslation } from 'react-i18next';
import type { BrandConfig } from '@portal/contract';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import { openSupportChat, supportChatConfigured } from '../../shared/third-party/third-party.ts';
import { ExternalLink } from './external-link.tsx';
import './site-footer.css';

type LegalLink = { key: string; href: string };

/** The footer links of SPEC §2: each only when its brand URL exists; Support always (mail as the fallback). */
export function footerLinks(brand: BrandConfig | null, host = window.location.hostname): LegalLink[] {
  const optional: [string, string | null | undefined][] = [
    ['privacyPolicy', brand?.policyUrl],
    ['termsAndConditions', brand?.termsUrl],
    ['refundPolicy', brand?.refundPolicyUrl],
    ['cookiePolicy', brand?.cookiePolicyUrl],
    ['disclaimer', brand?.disclaimerUrl],
  ];
  const links = optional.filter((entry): entry is [string, string] => !!entry[1]).map(([key, href]) => ({ key, href }));
  return [...links, { key: 'support', href: brand?.supportUrl || `mailto:support@${host}` }];
}

/** Guest pages show only the copyright line; signed-in pages add the footer text and the legal links. */
export function SiteFooter({ variant }: { variant: 'guest' | 'full' }) {
  const { t } = useTranslation();
  const brand = useAppSelector((s) => s.brandSettings.config);
  const brandName = brand?.brandName ?? '';
  const copyright = t('footer.copyright', { year: new Date().getFullYear(), brand: brandName });
  if (variant === 'guest') {
    return (
      <footer className="site-footer site-footer--guest">
        <p className="site-footer__copyright">{copyright}</p>
      </footer>
    );
  }
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__text">{t('footer.text', { brand: brandName })}</p>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="site-footer__links">
            {footerLinks(brand).map((link) => (
              <li key={link.key}>
                {link.key === 'support' && supportChatConfigured(brand) ? (
                  // Support opens the brand's live chat when it has one (SPEC §2 chat widget).
                  <button type="button" className="site-footer__link site-footer__button" onClick={openSupportChat}>
                    {t('footer.support')}
                  </button>
                ) : (
                  <ExternalLink href={link.href} className="site-footer__link">
                    {t(`footer.${link.key}`)}
                  </ExternalLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">{copyright}</p>
      </div>
    </footer>
  );
}
