import { useState } from 'react';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { useConfirm } from '../../shared/ui/use-confirm.tsx';
import { readState, type Load } from '../../shared/api/read-state.ts';
import { useCursorRows } from '../../shared/ui/list-states.tsx';
import { Facts, readRecord, SectionCard } from '../../shared/ui/record-page.tsx';
import { CatalogueRecordHead } from './catalogue-record-head.tsx';
import { useToastAction } from '../../shared/toast/use-toast-action.ts';
import { CODE_STATUS_VARIANT, codeStatus, codeUsage } from './catalogue-format.ts';
import { DiscountCodeDialog } from './discount-code-dialog.tsx';
import { useRecordScreen } from '../../shared/ui/use-record-screen.ts';
import {
  useDeactivateDiscountCodeMutation,
  useDiscountCodeOrdersQuery,
  useDiscountCodeQuery,
  usePackagesQuery,
  type AdminDiscountOrder,
} from './api/catalogue-api.ts';

/** The page's two reads as one: the first that is not ready says what the page shows. */
function together<A, B>(a: Load<A>, b: Load<B>): Load<[A, B]> {
  if (a.status !== 'ready') return a;
  if (b.status !== 'ready') return b;
  return { status: 'ready', data: [a.data, b.data] };
}

/** One discount code: its terms, use (used / limit) with the orders that used it, edit, deactivate. */
export default function DiscountCodeScreen() {
  const { t, id, lang, f, notify } = useRecordScreen();
  const toastAction = useToastAction();
  const codeRead = readState(useDiscountCodeQuery(id));
  // The orders' position stays with the section (the code's page keeps its own URL); the first page has none.
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const ordersRead = readState(useDiscountCodeOrdersQuery({ id, cursor }));
  const orders = useCursorRows(
    ordersRead,
    { go: setCursor },
    { empty: t('catalogue.noCodeOrders'), total: (count) => t('orders.total', { count }) },
  );
  const brandId = codeRead.state.status === 'ready' ? codeRead.state.data.brandId : '';
  // The package names its terms show: the code's brand's packages.
  const packagesRead = readState(usePackagesQuery({ brandId, lang }, { skip: !brandId }));
  const retry = () => [codeRead, packagesRead].forEach((read) => read.retry());
  const [deactivateCode] = useDeactivateDiscountCodeMutation();
  const [editing, setEditing] = useState(false);
  const confirm = useConfirm();

  const [record, page] = readRecord(
    { state: together(codeRead.state, packagesRead.state), retry },
    {
      title: t('catalogue.codes'),
      notFound: t('catalogue.codeNotFound'),
      back: { to: '/catalogue', label: t('catalogue.back') },
      rows: 4,
    },
  );
  if (!record) return page;
  const [code, { items: packages }] = record;
  const status = codeStatus(code);
  const packageName = (pid: string) => packages.find((p) => p.id === pid)?.name ?? pid;
  const date = (at: string | null) => (at ? f.when(at) : t('catalogue.never'));

  const orderColumns: Array<DataColumn<AdminDiscountOrder>> = [
    { label: t('catalogue.order'), nowrap: true, cell: (o) => o.number },
    { label: t('catalogue.package'), cell: (o) => packageName(o.packageId) },
    { label: t('catalogue.price'), nowrap: true, cell: (o) => f.money(o.price, o.currency) },
    { label: t('catalogue.discount'), nowrap: true, cell: (o) => `−${f.money(o.discount, o.currency)}` },
    { label: t('catalogue.total'), nowrap: true, cell: (o) => f.money(o.total, o.currency) },
    { label: t('catalogue.holdsUse'), cell: (o) => t(o.holdsUse ? 'common.yes' : 'common.no') },
    { label: t('catalogue.createdAt'), nowrap: true, cell: (o) => date(o.createdAt) },
  ];

  const deactivate = () =>
    toastAction(async () => {
      await deactivateCode(code.id).unwrap();
      return t('catalogue.deactivated_toast', { code: code.code });
    });

  return (
    <section className="page">
      <CatalogueRecordHead brandId={code.brandId} title={<code>{code.code}</code>}>
        <StatusBadge variant={CODE_STATUS_VARIANT[status]}>{t(`catalogue.codeStatus.${status}`)}</StatusBadge>
        {code.isActive && (
          <>
            <button type="button" className="btn btn--secondary" onClick={() => setEditing(true)}>
              {t('catalogue.editCode')}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() =>
                confirm.ask({
                  texts: 'catalogue.deactivate',
                  values: { code: code.code },
                  danger: true,
                  run: deactivate,
                })
              }
            >
              {t('catalogue.deactivate')}
            </button>
          </>
        )}
      </CatalogueRecordHead>
      <div className="card">
        <Facts
          facts={[
            {
              label: t('catalogue.discount'),
              value:
                code.kind === 'percent'
                  ? t('catalogue.percentOff', { value: f.percentValue(code.value) })
                  : t('catalogue.amountOff', { value: f.money(code.value, code.currency ?? 'USD') }),
            },
            {
              label: t('catalogue.usage'),
              value: codeUsage(t, code),
            },
            { label: t('catalogue.expires'), value: date(code.expiresAt) },
            {
              label: t('catalogue.appliesTo'),
              value:
                code.packageIds === null ? t('catalogue.allPackages') : code.packageIds.map(packageName).join(', '),
            },
            { label: t('catalogue.createdAt'), value: date(code.createdAt) },
          ]}
        />
      </div>
      <SectionCard title={t('catalogue.codeOrders')}>
        <DataTable bare columns={orderColumns} rowKey={(o) => o.id} {...orders} />
      </SectionCard>
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
      {confirm.dialog}
    </section>
  );
}
