import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { useConfirm } from '../../shared/ui/use-confirm.tsx';
import { ShownOnceDialog } from '../../shared/ui/shown-once-dialog.tsx';
import { PageHead } from '../../shared/ui/record-page.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { listRows } from '../../shared/ui/list-states.tsx';
import { useOperator } from '../../shared/session/session.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { useToastAction } from '../../shared/toast/use-toast-action.ts';
import { ActionLabels } from './action-label.tsx';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { useApiKeysQuery, useRevokeApiKeyMutation, type ApiKey, type CreatedApiKey } from './api/api-keys-api.ts';

/** The owner's API keys: list, create (the key shown once, with copy), revoke after a confirmation. */
export default function ApiKeysScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  const notify = useToast();
  const toastAction = useToastAction();
  const read = readState(useApiKeysQuery());
  const [revokeKey] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const confirm = useConfirm();

  const date = (at: string | null) => (at ? f.when(at) : t('apiKeys.never'));
  const brandNames = (ids: string[] | null) =>
    ids === null ? t('apiKeys.allBrands') : ids.map((id) => me.brands.find((b) => b.id === id)?.code ?? id).join(', ');

  const columns: Array<DataColumn<ApiKey>> = [
    { label: t('apiKeys.name'), breakAnywhere: true, cell: (key) => key.name },
    { label: t('apiKeys.prefix'), nowrap: true, cell: (key) => <code>{key.prefix}…</code> },
    {
      label: t('apiKeys.scope'),
      cell: (key) => (
        <>
          {brandNames(key.brandIds)}
          <br />
          <span className="bo-muted">
            <ActionLabels actions={key.actions} />
          </span>
        </>
      ),
    },
    { label: t('apiKeys.created'), nowrap: true, cell: (key) => date(key.createdAt) },
    { label: t('apiKeys.lastUsed'), nowrap: true, cell: (key) => date(key.lastUsedAt) },
    {
      label: t('apiKeys.status'),
      cell: (key) =>
        key.revokedAt ? (
          <StatusBadge variant="muted">{t('apiKeys.revoked', { date: date(key.revokedAt) })}</StatusBadge>
        ) : (
          <StatusBadge variant="positive">{t('apiKeys.active')}</StatusBadge>
        ),
    },
    {
      label: t('apiKeys.revoke'),
      hideLabel: true,
      cell: (key) =>
        !key.revokedAt && (
          <button
            type="button"
            className="btn btn--ghost bo-small"
            onClick={() =>
              confirm.ask({ texts: 'apiKeys.revoke', values: { name: key.name }, danger: true, run: () => revoke(key) })
            }
          >
            {t('apiKeys.revoke')}
            <span className="visually-hidden"> {key.name}</span>
          </button>
        ),
    },
  ];

  const revoke = (key: ApiKey) =>
    toastAction(async () => {
      await revokeKey(key.id).unwrap();
      return t('apiKeys.revoked_toast', { name: key.name });
    });

  return (
    <section className="page">
      <PageHead title={t('apiKeys.title')}>
        <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
          {t('apiKeys.create')}
        </button>
      </PageHead>
      <DataTable columns={columns} {...listRows(read, t('apiKeys.empty'))} rowKey={(key) => key.id} />
      {creating && (
        <CreateKeyDialog
          brands={me.brands}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
            notify(t('apiKeys.created_toast', { name: key.name }));
          }}
        />
      )}
      {created && (
        <ShownOnceDialog
          title={t('apiKeys.createdTitle')}
          text={t('apiKeys.createdText')}
          label={t('apiKeys.key')}
          value={created.key}
          doneLabel={t('apiKeys.done')}
          onClose={() => setCreated(null)}
        />
      )}
      {confirm.dialog}
    </section>
  );
}
