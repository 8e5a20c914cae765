import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { readState, type Load } from '../../shared/api/read-state.ts';
import { useToast } from '../../shared/toast/toasts.tsx';
import { CODE_STATUS_VARIANT, codeStatus } from './catalogue-format.ts';
import { DiscountCodeDialog } from './discount-code-dialog.tsx';
import { PageNotReady } from '../../shared/ui/list-states.tsx';
import { useFormat } from '../../shared/format/format.ts';
import {
  useDeactivateDiscountCodeMutation,
  useDiscountCodeOrdersQuery,
  useDiscountCodeQuery,
  usePackagesQuery,
} from './api/catalogue-api.ts';

/** The page's three reads as one: the first that is not ready says what the page shows. */
function together<A, B, C>(a: Load<A>, b: Load<B>, c: Load<C>): Load<[A, B, C]> {
  for (const read of [a, b, c]) if (read.status !== 'ready') return read;
  const data = [a, b, c].map((read) => (read as { data: unknown }).data) as [A, B, C];
  return { status: 'ready', data };
}

/** One discount code: its terms, use (used / limit) with the orders that used it, edit, deactivate. */
export default function DiscountCodeScreen() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const { id = '' } = useParams();
  const notify = useToast();
  const codeRead = readState(useDiscountCodeQuery(id));
  const ordersRead = readState(useDiscountCodeOrdersQuery(id));
  const brandId = codeRead.state.status === 'ready' ? codeRead.state.data.brandId : '';
  // The package names its terms show: the code's brand's packages.
  const packagesRead = readState(usePackagesQuery({ brandId, lang: i18n.language }, { skip: !brandId }));
  const load = together(codeRead.state, ordersRead.state, packagesRead.state);
  const retry = () => [codeRead, ordersRead, packagesRead].forEach((read) => read.retry());
  const [deactivateCode] = useDeactivateDiscountCodeMutation();
  const [editing, setEditing] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);
  const [busy, setBusy] = useState(false);

  if (load.status !== 'ready')
    return (
      <PageNotReady
        load={load}
        title={t('catalogue.codes')}
        notFound={t('catalogue.codeNotFound')}
        back="/catalogue"
        backLabel={t('catalogue.back')}
        onRetry={retry}
        rows={4}
      />
    );

  const [code, { items: orders }, { items: packages }] = load.data;
  const status = codeStatus(code);
  const packageName = (pid: string) => packages.find((p) => p.id === pid)?.name ?? pid;
  const date = (at: string | null) => (at ? f.when(at) : t('catalogue.never'));

  const deactivate = async () => {
    setBusy(true);
    try {
      await deactivateCode(code.id).unwrap();
      notify(t('catalogue.deactivated_toast', { code: code.code }));
    } catch (caught) {
      notify(t(asApiError(caught).messageKey), 'negative');
    } finally {
      setBusy(false);
      setConfirmOff(false);
    }
  };

  return (
    <section className="page">
      <Link className="bo-back" to={`/catalogue?brand=${code.brandId}`}>
        ← {t('catalogue.back')}
      </Link>
      <div className="bo-page-head">
        <h1 className="page__title">
          <code>{code.code}</code>
        </h1>
        <div className="row">
          <StatusBadge variant={CODE_STATUS_VARIANT[status]}>{t(`catalogue.codeStatus.${status}`)}</StatusBadge>
          {code.isActive && (
            <>
              <button type="button" className="btn btn--secondary" onClick={() => setEditing(true)}>
                {t('catalogue.editCode')}
              </button>
              <button type="button" className="btn btn--secondary" onClick={() => setConfirmOff(true)}>
                {t('catalogue.deactivate')}
              </button>
            </>
          )}
        </div>
      </div>
      <div className="card">
        <dl className="bo-facts">
          <div>
            <dt>{t('catalogue.discount')}</dt>
            <dd>
              {code.kind === 'percent'
                ? t('catalogue.percentOff', { value: f.number(code.value, 2) })
                : t('catalogue.amountOff', { value: f.money(code.value, code.currency ?? 'USD') })}
            </dd>
          </div>
          <div>
            <dt>{t('catalogue.usage')}</dt>
            <dd>
              {code.usageLimit === null
                ? t('catalogue.usedUnlimited', { used: code.usedCount })
                : t('catalogue.usedOf', { used: code.usedCount, limit: code.usageLimit })}
            </dd>
          </div>
          <div>
            <dt>{t('catalogue.expires')}</dt>
            <dd>{date(code.expiresAt)}</dd>
          </div>
          <div>
            <dt>{t('catalogue.appliesTo')}</dt>
            <dd>
              {code.packageIds === null ? t('catalogue.allPackages') : code.packageIds.map(packageName).join(', ')}
            </dd>
          </div>
          <div>
            <dt>{t('catalogue.createdAt')}</dt>
            <dd>{date(code.createdAt)}</dd>
          </div>
        </dl>
      </div>
      <div className="card stack">
        <h2 className="bo-card-title">{t('catalogue.codeOrders')}</h2>
        {orders.length === 0 ? (
          <EmptyState title={t('catalogue.noCodeOrders')} />
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('catalogue.order')}</th>
                  <th scope="col">{t('catalogue.package')}</th>
                  <th scope="col">{t('catalogue.price')}</th>
                  <th scope="col">{t('catalogue.discount')}</th>
                  <th scope="col">{t('catalogue.total')}</th>
                  <th scope="col">{t('catalogue.holdsUse')}</th>
                  <th scope="col">{t('catalogue.createdAt')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id}>
                    <td data-label={t('catalogue.order')}>{o.number}</td>
                    <td data-label={t('catalogue.package')}>{packageName(o.packageId)}</td>
                    <td className="bo-nowrap" data-label={t('catalogue.price')}>
                      {f.money(o.price, o.currency)}
                    </td>
                    <td className="bo-nowrap" data-label={t('catalogue.discount')}>
                      −{f.money(o.discount, o.currency)}
                    </td>
                    <td className="bo-nowrap" data-label={t('catalogue.total')}>
                      {f.money(o.total, o.currency)}
                    </td>
                    <td data-label={t('catalogue.holdsUse')}>{t(o.holdsUse ? 'common.yes' : 'common.no')}</td>
                    <td className="bo-nowrap" data-label={t('catalogue.createdAt')}>
                      {date(o.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {editing && (
        <DiscountCodeDialog
          brandId={code.brandId}
          packages={packages}
          code={code}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            notify(t('catalogue.codeSaved_toast', { code: next.code }));
          }}
        />
      )}
      {confirmOff && (
        <Dialog
          title={t('catalogue.deactivateTitle', { code: code.code })}
          onClose={() => setConfirmOff(false)}
          footer={
            <div className="row">
              <button type="button" className="btn btn--secondary" onClick={() => setConfirmOff(false)}>
                {t('common.cancel')}
              </button>
              <LoadingButton type="button" loading={busy} onClick={() => void deactivate()}>
                {t('catalogue.deactivate')}
              </LoadingButton>
            </div>
          }
        >
          <p>{t('catalogue.deactivateText')}</p>
        </Dialog>
      )}
    </section>
  );
}
