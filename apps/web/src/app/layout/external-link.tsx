import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '@portal/ui/widgets/ui-icons.tsx';

/** A link that opens in a new tab, without giving the opened page a handle on this one. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLinkIcon className="external-link__icon" />
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
