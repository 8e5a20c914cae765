import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useBrandsQuery, type AdminBrandSummary } from './api/brands-api.ts';

/** The brands in the operator's scope: name, code, hosts and public address; each opens its settings. */
export default function BrandsScreen() {
  const { t } = useTranslation();
  const { state: load } = readState(useBrandsQuery());
  const columns: Array<DataColumn<AdminBrandSummary>> = [
    { label: t('brands.name'), cell: (brand) => brand.name },
    { label: t('brands.code'), nowrap: true, cell: (brand) => <code>{brand.code}</code> },
    { label: t('brands.hosts'), breakAnywhere: true, cell: (brand) => brand.hosts.join(', ') },
    { label: t('brands.publicUrl'), breakAnywhere: true, cell: (brand) => brand.publicUrl ?? t('brands.firstHost') },
  ];

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
      {load.status === 'ready' && (
        <DataTable
          columns={columns}
          rows={load.data.items}
          rowKey={(brand) => brand.id}
          rowLink={{ to: (brand) => `/brands/${brand.id}`, as: Link }}
          notReady={<EmptyState title={t('brands.empty')} />}
        />
      )}
    </section>
  );
}
