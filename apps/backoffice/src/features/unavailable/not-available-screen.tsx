import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { NAV_ITEMS } from '../../shared/nav/nav-items.ts';

/** A section whose admin endpoints are still to come: named, and honest about it. */
export default function NotAvailableScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const item = NAV_ITEMS.find((i) => pathname.startsWith(i.path));
  return (
    <section className="page">
      <h1 className="page__title">{item ? t(item.labelKey) : t('console.notAvailableTitle')}</h1>
      <EmptyState title={t('console.notAvailableTitle')} text={t('console.notAvailableText')} />
    </section>
  );
}
