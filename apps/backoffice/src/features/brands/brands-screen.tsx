import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useBrandsQuery } from './api/brands-api.ts';

/** The brands in the operator's scope: name, code, hosts and public address; each opens its settings. */
export default function BrandsScreen() {
  const { t } = useTranslation();
  const { state: load } = readState(useBrandsQuery());

  return (
    <section className="page">
      <h1 className="page__title">{t('brands.title')}</h1>
      {load.status === 'failed' && <Banner variant="negative">{t(load.error)}</Banner>}
      {load.status === 'missing' && <Banner variant="negative">{t('errors.NotAuthorized')}</Banner>}
      {load.status === 'loading' && (
        <div className="card stack" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} width="100%" height={28} />
          ))}
        </div>
      )}
      {load.status === 'ready' && load.data.items.length === 0 && <EmptyState title={t('brands.empty')} />}
      {load.status === 'ready' && load.data.items.length > 0 && (
        <div className="card bo-table-wrap">
          <table className="bo-table bo-table--cards">
            <thead>
              <tr>
                <th scope="col">{t('brands.name')}</th>
                <th scope="col">{t('brands.code')}</th>
                <th scope="col">{t('brands.hosts')}</th>
                <th scope="col">{t('brands.publicUrl')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.items.map((brand) => (
                <tr key={brand.id}>
                  <td data-label={t('brands.name')}>
                    <Link to={`/brands/${brand.id}`}>{brand.name}</Link>
                  </td>
                  <td data-label={t('brands.code')}>
                    <code>{brand.code}</code>
                  </td>
                  <td data-label={t('brands.hosts')}>{brand.hosts.join(', ')}</td>
                  <td data-label={t('brands.publicUrl')}>{brand.publicUrl ?? t('brands.firstHost')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
