import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '../../shared/ui/record-page.tsx';

/** A package's or a discount code's page head: the way back to its brand's catalogue, the title, its badge and actions. */
export function CatalogueRecordHead({
  brandId,
  title,
  children,
}: {
  brandId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Link className="bo-back" to={`/catalogue?brand=${brandId}`}>
        ← {t('catalogue.back')}
      </Link>
      <PageHead title={title}>
        <div className="row">{children}</div>
      </PageHead>
    </>
  );
}
