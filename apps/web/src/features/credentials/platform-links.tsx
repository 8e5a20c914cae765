import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '@portal/ui/widgets/ui-icons.tsx';
import type { PlatformCredentials } from '@portal/contract';
import { TitledSection } from '../../shared/ui/titled-section.tsx';

type PlatformEntry = PlatformCredentials[number];

const KINDS = ['web', 'ios', 'android', 'windows', 'mac'] as const;

/** Where to trade: the platform's web terminal and apps, only those the brand has (new tab). */
export function PlatformLinks({ links }: { links: PlatformEntry['links'] | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const present = KINDS.filter((kind) => links?.[kind]);
  if (!links || present.length === 0) return null;
  return (
    <TitledSection
      className="credentials__links flow flow--2 ruled"
      titleId={titleId}
      level={3}
      title={t('credentials.downloads.title')}
      titleClassName="credentials__links-title"
    >
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
    </TitledSection>
  );
}
