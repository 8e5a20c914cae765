import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiPath } from '@portal/contract';
import { ImageWithFallback } from '@portal/ui/widgets/image-with-fallback.tsx';
import { useAppSelector } from '../../shared/store/store-hooks.ts';

/** The brand's fixed logo image (SPEC §2 header): served by the portal at one address per host. */
export const FIXED_LOGO_URL = ApiPath.brandLogo;

/**
 * The logo linking home (SPEC §2 header). `fixed`: the fixed logo image of the guest and no-navigation headers,
 * falling back to the brand's logoUrl; otherwise the brand's logoUrl, falling back to the fixed image. When both
 * fail to load, the brand name stands in.
 */
export function BrandLogo({ to, className = '', fixed = false }: { to: string; className?: string; fixed?: boolean }) {
  const { t } = useTranslation();
  const brand = useAppSelector((s) => s.brandSettings.config);
  const name = brand?.brandName ?? '';
  const logoUrl = brand?.logoUrl ?? undefined;
  const [first, second] = fixed ? [FIXED_LOGO_URL, logoUrl] : [logoUrl, FIXED_LOGO_URL];
  const [failures, setFailures] = useState(0);
  // Both addresses tried (or only one exists and it failed): the name instead of a broken image.
  const broken = failures >= (first && second && first !== second ? 2 : 1);
  return (
    <Link to={to} className={`brand-logo ${className}`.trim()} aria-label={t('nav.logo', { brand: name })}>
      {broken ? (
        <span className="brand-logo__name" title={name}>
          {name}
        </span>
      ) : (
        <ImageWithFallback
          className="brand-logo__image"
          src={first ?? second}
          fallbackSrc={(first ? second : undefined) ?? FIXED_LOGO_URL}
          alt=""
          onError={() => setFailures((n) => n + 1)}
        />
      )}
    </Link>
  );
}
