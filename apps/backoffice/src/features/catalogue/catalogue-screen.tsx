import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminPackage } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { readState, type Load as Read } from '../../shared/api/read-state.ts';
import type { Page } from '../../shared/api/console-api.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { CODE_STATUS_VARIANT, codeStatus, pickBrand } from './catalogue-format.ts';
import { CreatePackageDialog } from './create-package-dialog.tsx';
import { DiscountCodeDialog } from './discount-code-dialog.tsx';
import { BrandPicker } from '../../shared/ui/brand-filter.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { useDiscountCodesQuery, usePackagesQuery, useSetPackageVisibleMutation } from './api/catalogue-api.ts';

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
  const [params, setParams] = useSearchParams();
  const brand = pickBrand(me.brands, params.get('brand'));
  const brandId = brand?.id ?? '';
  const packages = itemsOf(readState(usePackagesQuery({ brandId, lang: i18n.language }, { skip: !brandId })).state);
  const codes = itemsOf(readState(useDiscountCodesQuery(brandId, { skip: !brandId })).state);
  const [setPackageVisible] = useSetPackageVisibleMutation();
  const [hiding, setHiding] = useState<AdminPackage | null>(null);
  const [busy, setBusy] = useState(false);
  const [creatingPackage, setCreatingPackage] = useState(false);
  const [creatingCode, setCreatingCode] = useState(false);

  const setVisible = async (pkg: AdminPackage, visible: boolean) => {
    setBusy(true);
    try {
      await setPackageVisible({ id: pkg.id, visible, lang: i18n.language }).unwrap();
      notify(t(visible ? 'catalogue.shown_toast' : 'catalogue.hidden_toast', { name: pkg.name }));
    } catch (caught) {
      notify(t(asApiError(caught).messageKey), 'negative');
    } finally {
      setBusy(false);
      setHiding(null);
    }
  };

  const packageName = (id: string) =>
    packages.status === 'ready' ? (packages.items.find((p) => p.id === id)?.name ?? id) : id;
  const date = (at: string | null) => (at ? f.day(at) : t('catalogue.never'));

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
      <div className="bo-page-head">
        <h1 className="page__title">{t('catalogue.title')}</h1>
        <BrandPicker
          id={brandSelectId}
          className="bo-brand-pick"
          label={t('catalogue.brand')}
          value={brandId}
          onChange={(e) => setParams({ brand: e.target.value })}
        />
      </div>

      <div className="card stack">
        <div className="bo-page-head">
          <h2 className="bo-card-title">{t('catalogue.packages')}</h2>
          <button
            type="button"
            className="btn btn--primary"
            disabled={packages.status !== 'ready' || packages.items.length === 0}
            onClick={() => setCreatingPackage(true)}
          >
            {t('catalogue.newPackage')}
          </button>
        </div>
        {packages.status === 'failed' && <Banner variant="negative">{t(packages.error)}</Banner>}
        {packages.status === 'loading' && <LoadingRows label={t('common.loading')} />}
        {packages.status === 'ready' && packages.items.length === 0 && <EmptyState title={t('catalogue.noPackages')} />}
        {packages.status === 'ready' && packages.items.length > 0 && (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('catalogue.name')}</th>
                  <th scope="col">{t('catalogue.size')}</th>
                  <th scope="col">{t('catalogue.price')}</th>
                  <th scope="col">{t('catalogue.platform')}</th>
                  <th scope="col">{t('catalogue.type')}</th>
                  <th scope="col">{t('catalogue.visibility')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('catalogue.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {packages.items.map((pkg) => (
                  <tr key={pkg.id}>
                    <td data-label={t('catalogue.name')}>
                      <Link to={`/catalogue/packages/${pkg.id}`}>{pkg.name}</Link>
                      <br />
                      <span className="bo-muted bo-code">{pkg.code}</span>
                    </td>
                    <td className="bo-nowrap" data-label={t('catalogue.size')}>
                      {f.money(pkg.accountSize, pkg.currency)}
                    </td>
                    <td className="bo-nowrap" data-label={t('catalogue.price')}>
                      {f.money(pkg.price, pkg.currency)}
                    </td>
                    <td data-label={t('catalogue.platform')}>{pkg.platform.name}</td>
                    <td data-label={t('catalogue.type')}>{t(`catalogue.packageType.${pkg.traderPackageType}`)}</td>
                    <td data-label={t('catalogue.visibility')}>
                      <StatusBadge variant={pkg.visible ? 'positive' : 'muted'}>
                        {t(pkg.visible ? 'catalogue.visible' : 'catalogue.hidden')}
                      </StatusBadge>
                    </td>
                    <td>
                      {pkg.visible ? (
                        <button type="button" className="btn btn--ghost bo-small" onClick={() => setHiding(pkg)}>
                          {t('catalogue.hide')}
                          <span className="visually-hidden"> {pkg.name}</span>
                        </button>
                      ) : (
                        <LoadingButton
                          type="button"
                          variant="ghost"
                          className="bo-small"
                          loading={busy}
                          onClick={() => void setVisible(pkg, true)}
                        >
                          {t('catalogue.show')}
                          <span className="visually-hidden"> {pkg.name}</span>
                        </LoadingButton>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <div className="card stack">
        <div className="bo-page-head">
          <h2 className="bo-card-title">{t('catalogue.codes')}</h2>
          <button
            type="button"
            className="btn btn--primary"
            disabled={packages.status !== 'ready'}
            onClick={() => setCreatingCode(true)}
          >
            {t('catalogue.newCode')}
          </button>
        </div>
        {codes.status === 'failed' && <Banner variant="negative">{t(codes.error)}</Banner>}
        {codes.status === 'loading' && <LoadingRows label={t('common.loading')} />}
        {codes.status === 'ready' && codes.items.length === 0 && <EmptyState title={t('catalogue.noCodes')} />}
        {codes.status === 'ready' && codes.items.length > 0 && (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('catalogue.code')}</th>
                  <th scope="col">{t('catalogue.discount')}</th>
                  <th scope="col">{t('catalogue.usage')}</th>
                  <th scope="col">{t('catalogue.expires')}</th>
                  <th scope="col">{t('catalogue.appliesTo')}</th>
                  <th scope="col">{t('catalogue.status')}</th>
                </tr>
              </thead>
              <tbody>
                {codes.items.map((code) => {
                  const status = codeStatus(code);
                  return (
                    <tr key={code.id}>
                      <td data-label={t('catalogue.code')}>
                        <Link to={`/catalogue/discount-codes/${code.id}`}>
                          <code>{code.code}</code>
                        </Link>
                      </td>
                      <td className="bo-nowrap" data-label={t('catalogue.discount')}>
                        {code.kind === 'percent'
                          ? t('catalogue.percentOff', { value: f.number(code.value, 2) })
                          : t('catalogue.amountOff', {
                              value: f.money(code.value, code.currency ?? 'USD'),
                            })}
                      </td>
                      <td className="bo-nowrap" data-label={t('catalogue.usage')}>
                        {code.usageLimit === null
                          ? t('catalogue.usedUnlimited', { used: code.usedCount })
                          : t('catalogue.usedOf', { used: code.usedCount, limit: code.usageLimit })}
                      </td>
                      <td className="bo-nowrap" data-label={t('catalogue.expires')}>
                        {date(code.expiresAt)}
                      </td>
                      <td data-label={t('catalogue.appliesTo')}>
                        {code.packageIds === null
                          ? t('catalogue.allPackages')
                          : code.packageIds.map(packageName).join(', ')}
                      </td>
                      <td data-label={t('catalogue.status')}>
                        <StatusBadge variant={CODE_STATUS_VARIANT[status]}>
                          {t(`catalogue.codeStatus.${status}`)}
                        </StatusBadge>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {hiding && (
        <Dialog
          title={t('catalogue.hideTitle', { name: hiding.name })}
          onClose={() => setHiding(null)}
          footer={
            <div className="row">
              <button type="button" className="btn btn--secondary" onClick={() => setHiding(null)}>
                {t('common.cancel')}
              </button>
              <LoadingButton type="button" loading={busy} onClick={() => void setVisible(hiding, false)}>
                {t('catalogue.hide')}
              </LoadingButton>
            </div>
          }
        >
          <p>{t('catalogue.hideText')}</p>
        </Dialog>
      )}
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
