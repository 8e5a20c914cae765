import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import type { AdminDiscountCode, AdminPackage } from '@portal/contract';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { recordLinks, useCursorRows } from '../../shared/ui/list-states.tsx';
import { setCursor } from '../../shared/ui/use-list-query.ts';
import { readState, type Load as Read } from '../../shared/api/read-state.ts';
import type { Page } from '../../shared/api/console-api.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { CODE_STATUS_VARIANT, codeStatus, codeUsage, pickBrand } from './catalogue-format.ts';
import { CreatePackageDialog } from './create-package-dialog.tsx';
import { DiscountCodeDialog } from './discount-code-dialog.tsx';
import { usePackageVisibility } from './use-package-visibility.ts';
import { BrandPicker } from '../../shared/ui/brand-filter.tsx';
import { PageHead, SectionCard } from '../../shared/ui/record-page.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { useDiscountCodesQuery, usePackagesQuery } from './api/catalogue-api.ts';

type Load<T> = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; items: T[] };

/** A list's read as the two sections show it (a brand outside the operator's scope as "not permitted"). */
function itemsOf<T>(read: Read<Page<T>>): Load<T> {
  if (read.status === 'ready') return { status: 'ready', items: read.data.items };
  if (read.status === 'missing') return { status: 'failed', error: 'errors.NotAuthorized' };
  return read;
}

function LoadingRows({ label }: { label: string }) {
  return (
    <div className="stack" aria-busy="true" aria-label={label}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} width="100%" height={28} />
      ))}
    </div>
  );
}

/** A brand's packages (hidden ones too) and discount codes: open, hide or show, create. */
export default function CatalogueScreen() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  const notify = useToast();
  const brandSelectId = useId();
  const [params, update] = useUpdateParams();
  const brand = pickBrand(me.brands, params.get('brand'));
  const brandId = brand?.id ?? '';
  const packages = itemsOf(readState(usePackagesQuery({ brandId, lang: i18n.language }, { skip: !brandId })).state);
  // The codes' position is the URL's (a new brand starts at the first page).
  const codes = useCursorRows(
    readState(useDiscountCodesQuery({ brandId, cursor: params.get('cursor') || undefined }, { skip: !brandId })),
    { go: (cursor) => update((next) => setCursor(next, cursor)) },
    { empty: t('catalogue.noCodes'), total: (count) => t('catalogue.codesTotal', { count }) },
  );
  const visibility = usePackageVisibility();
  const [creatingPackage, setCreatingPackage] = useState(false);
  const [creatingCode, setCreatingCode] = useState(false);

  const packageName = (id: string) =>
    packages.status === 'ready' ? (packages.items.find((p) => p.id === id)?.name ?? id) : id;
  const date = (at: string | null) => (at ? f.day(at) : t('catalogue.never'));

  /** a section's placeholders, failure or empty state, until it has rows */
  const notReady = (read: Load<unknown>, empty: string) =>
    read.status === 'failed' ? (
      <Banner variant="negative">{t(read.error)}</Banner>
    ) : read.status === 'loading' ? (
      <LoadingRows label={t('common.loading')} />
    ) : (
      <EmptyState title={empty} />
    );
  const packageColumns: Array<DataColumn<AdminPackage>> = [
    {
      label: t('catalogue.name'),
      cell: (pkg) => (
        <>
          <Link className="link" to={`/catalogue/packages/${pkg.id}`}>
            {pkg.name}
          </Link>
          <br />
          <span className="bo-muted bo-code">{pkg.code}</span>
        </>
      ),
    },
    { label: t('catalogue.size'), nowrap: true, cell: (pkg) => f.money(pkg.accountSize, pkg.currency) },
    { label: t('catalogue.price'), nowrap: true, cell: (pkg) => f.money(pkg.price, pkg.currency) },
    { label: t('catalogue.platform'), cell: (pkg) => pkg.platform.name },
    { label: t('catalogue.type'), cell: (pkg) => t(`catalogue.packageType.${pkg.traderPackageType}`) },
    {
      label: t('catalogue.visibility'),
      cell: (pkg) => (
        <StatusBadge variant={pkg.visible ? 'positive' : 'muted'}>
          {t(pkg.visible ? 'catalogue.visible' : 'catalogue.hidden')}
        </StatusBadge>
      ),
    },
    {
      label: t('catalogue.actions'),
      hideLabel: true,
      cell: (pkg) =>
        pkg.visible ? (
          <button type="button" className="btn btn--ghost bo-small" onClick={() => visibility.hide(pkg)}>
            {t('catalogue.hide')}
            <span className="visually-hidden"> {pkg.name}</span>
          </button>
        ) : (
          <LoadingButton
            type="button"
            variant="ghost"
            className="bo-small"
            loading={visibility.busy}
            onClick={() => visibility.show(pkg)}
          >
            {t('catalogue.show')}
            <span className="visually-hidden"> {pkg.name}</span>
          </LoadingButton>
        ),
    },
  ];
  const codeColumns: Array<DataColumn<AdminDiscountCode>> = [
    { label: t('catalogue.code'), nowrap: true, cell: (code) => <code>{code.code}</code> },
    {
      label: t('catalogue.discount'),
      nowrap: true,
      cell: (code) =>
        code.kind === 'percent'
          ? t('catalogue.percentOff', { value: f.percentValue(code.value) })
          : t('catalogue.amountOff', { value: f.money(code.value, code.currency ?? 'USD') }),
    },
    {
      label: t('catalogue.usage'),
      nowrap: true,
      cell: (code) => codeUsage(t, code),
    },
    { label: t('catalogue.expires'), nowrap: true, cell: (code) => date(code.expiresAt) },
    {
      label: t('catalogue.appliesTo'),
      cell: (code) =>
        code.packageIds === null ? t('catalogue.allPackages') : code.packageIds.map(packageName).join(', '),
    },
    {
      label: t('catalogue.status'),
      cell: (code) => {
        const status = codeStatus(code);
        return <StatusBadge variant={CODE_STATUS_VARIANT[status]}>{t(`catalogue.codeStatus.${status}`)}</StatusBadge>;
      },
    },
  ];

  if (!brand) {
    return (
      <section className="page">
        <h1 className="page__title">{t('catalogue.title')}</h1>
        <EmptyState title={t('catalogue.noBrand')} />
      </section>
    );
  }

  return (
    <section className="page">
      <PageHead title={t('catalogue.title')}>
        <BrandPicker
          id={brandSelectId}
          className="bo-brand-pick"
          label={t('catalogue.brand')}
          value={brandId}
          onChange={(e) => update(() => new URLSearchParams({ brand: e.target.value }))}
        />
      </PageHead>

      <SectionCard
        title={t('catalogue.packages')}
        aside={
          <button
            type="button"
            className="btn btn--primary"
            disabled={packages.status !== 'ready' || packages.items.length === 0}
            onClick={() => setCreatingPackage(true)}
          >
            {t('catalogue.newPackage')}
          </button>
        }
      >
        <DataTable
          bare
          columns={packageColumns}
          rows={packages.status === 'ready' ? packages.items : []}
          rowKey={(pkg) => pkg.id}
          notReady={notReady(packages, t('catalogue.noPackages'))}
        />
      </SectionCard>

      <SectionCard
        title={t('catalogue.codes')}
        aside={
          <button
            type="button"
            className="btn btn--primary"
            disabled={packages.status !== 'ready'}
            onClick={() => setCreatingCode(true)}
          >
            {t('catalogue.newCode')}
          </button>
        }
      >
        <DataTable bare columns={codeColumns} {...recordLinks('/catalogue/discount-codes')} {...codes} />
      </SectionCard>

      {visibility.dialog}
      {creatingPackage && packages.status === 'ready' && (
        <CreatePackageDialog
          brandId={brandId}
          templates={packages.items}
          onClose={() => setCreatingPackage(false)}
          onCreated={(pkg) => {
            setCreatingPackage(false);
            notify(t('catalogue.created_toast', { name: pkg.name }));
          }}
        />
      )}
      {creatingCode && packages.status === 'ready' && (
        <DiscountCodeDialog
          brandId={brandId}
          packages={packages.items}
          onClose={() => setCreatingCode(false)}
          onSaved={(code) => {
            setCreatingCode(false);
            notify(t('catalogue.codeCreated_toast', { code: code.code }));
          }}
        />
      )}
    </section>
  );
}
