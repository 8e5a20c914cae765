import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '@portal/ui/widgets/ui-icons.tsx';
import type { PlatformCredentials } from '@portal/contract';

type PlatformEntry = PlatformCredentials[number];

const KINDS = ['web', 'ios', 'android', 'windows', 'mac'] as const;

/** Where to trade: the platform's web terminal and apps, only those the brand has (new tab). */
export function PlatformLinks({ links }: { links: PlatformEntry['links'] | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const present = KINDS.filter((kind) => links?.[kind]);
  if (!links || present.length === 0) return null;
  return (
    <section className="credentials__links" aria-labelledby={titleId}>
      <h3 id={titleId} className="credentials__links-title">
        {t('credentials.downloads.title')}
      </h3>
      <ul className="credentials__link-list">
        {present.map((kind) => (
          <li key={kind}>
            <a
              className="btn btn--secondary credentials__link"
              href={links[kind]!}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(`credentials.downloads.${kind}`)}
              <ExternalLinkIcon />
              <span className="visually-hidden">{t('common.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
