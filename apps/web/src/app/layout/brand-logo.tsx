import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../store.ts';

/** The brand's logo linking home; the brand name stands in when the brand has no logo. */
export function BrandLogo({ to, className = '' }: { to: string; className?: string }) {
  const { t } = useTranslation();
  const brand = useAppSelector((s) => s.brandSettings.config);
  const name = brand?.brandName ?? '';
  return (
    <Link to={to} className={`brand-logo ${className}`.trim()} aria-label={t('nav.logo', { brand: name })}>
      {brand?.logoUrl ? (
        <img className="brand-logo__image" src={brand.logoUrl} alt="" />
      ) : (
        <span className="brand-logo__name">{name}</span>
      )}
    </Link>
  );
}
