import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { listRows, recordLinks } from '../../shared/ui/list-states.tsx';
import { useBrandsQuery, type AdminBrandSummary } from './api/brands-api.ts';

/** The brands in the operator's scope: name, code, hosts and public address; each opens its settings. */
export default function BrandsScreen() {
  const { t } = useTranslation();
  const read = readState(useBrandsQuery());
  const columns: Array<DataColumn<AdminBrandSummary>> = [
    { label: t('brands.name'), cell: (brand) => brand.name },
    { label: t('brands.code'), nowrap: true, cell: (brand) => <code>{brand.code}</code> },
    { label: t('brands.hosts'), breakAnywhere: true, cell: (brand) => brand.hosts.join(', ') },
    { label: t('brands.publicUrl'), breakAnywhere: true, cell: (brand) => brand.publicUrl ?? t('brands.firstHost') },
  ];

  return (
    <section className="page">
      <h1 className="page__title">{t('brands.title')}</h1>
      <DataTable columns={columns} {...listRows(read, t('brands.empty'))} {...recordLinks('/brands')} />
    </section>
  );
}
