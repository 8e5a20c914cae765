import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarImport } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { LabelledField } from '../../shared/ui/labelled-field.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useCursorRows } from '../../shared/ui/list-states.tsx';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { setCursor } from '../../shared/ui/use-list-query.ts';
import { useToast } from '../../shared/toast/toasts.tsx';
import { useFormat } from '../../shared/format/format.ts';
import { useCalendarImportsQuery, useImportCalendarMutation, type CalendarReport } from './api/calendar-api.ts';
type Picked = { name: string; text: string };

/** The economic calendar: a weekly JSON or CSV export checked first (a dry run), then imported; the history. */
export default function CalendarScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const notify = useToast();
  const fileId = useId();
  // The history's position is the URL's.
  const [params, update] = useUpdateParams();
  const history = useCursorRows(
    readState(useCalendarImportsQuery({ cursor: params.get('cursor') || undefined })),
    { go: (cursor) => update((next) => setCursor(next, cursor)) },
    { empty: t('calendar.noHistory'), total: (count) => t('calendar.total', { count }) },
  );
  const [importCalendar] = useImportCalendarMutation();
  const [file, setFile] = useState<Picked | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [preview, setPreview] = useState<CalendarReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const date = (at: string | null) => f.when(at);
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'import');
    setFailure(null);
    try {
      // An import (not a check) reads the history again.
      const report = await importCalendar({ file, dryRun, skipInvalid }).unwrap();
      if (dryRun) setPreview(report);
      else {
        setPreview(null);
        setFile(null);
        notify(
          report.applied
            ? t('calendar.imported_toast', { inserted: report.inserted, updated: report.updated })
            : t('calendar.notApplied_toast'),
          report.applied ? 'positive' : 'warning',
        );
      }
    } catch (caught) {
      setFailure(t(asApiError(caught).messageKey));
    } finally {
      setBusy(null);
    }
  };

  const problemColumns: Array<DataColumn<CalendarReport['problemRows'][number]>> = [
    { label: t('calendar.line'), nowrap: true, cell: (row) => row.line },
    { label: t('calendar.problem'), cell: (row) => row.message },
  ];
  const historyColumns: Array<DataColumn<CalendarImport>> = [
    { label: t('calendar.at'), nowrap: true, cell: (item) => date(item.at) },
    {
      label: t('calendar.file'),
      breakAnywhere: true,
      cell: (item) => (
        <>
          {item.fileName ?? '—'} <span className="bo-muted">({item.format.toUpperCase()})</span>
        </>
      ),
    },
    {
      label: t('calendar.by'),
      breakAnywhere: true,
      cell: (item) =>
        item.actorEmail ?? (item.actorType === 'api_key' ? t('audit.apiKey', { name: '' }) : t('audit.system')),
    },
    {
      label: t('calendar.counts'),
      cell: (item) =>
        t('calendar.countsValue', {
          read: item.read,
          inserted: item.inserted,
          updated: item.updated,
          problems: item.problems,
        }),
    },
    {
      label: t('calendar.range'),
      cell: (item) =>
        item.rangeFrom ? t('calendar.rangeValue', { from: date(item.rangeFrom), to: date(item.rangeTo) }) : '—',
    },
    {
      label: t('calendar.result'),
      cell: (item) => (
        <StatusBadge variant={item.applied ? 'positive' : item.dryRun ? 'neutral' : 'warning'}>
          {t(item.applied ? 'calendar.applied' : item.dryRun ? 'calendar.dryRun' : 'calendar.notApplied')}
        </StatusBadge>
      ),
    },
  ];

  const blocked = preview !== null && preview.problems > 0 && !skipInvalid;
  return (
    <section className="page">
      <h1 className="page__title">{t('calendar.title')}</h1>
      <SectionCard title={t('calendar.upload')}>
        <p className="bo-muted">{t('calendar.uploadText')}</p>
        <LabelledField id={fileId} label={t('calendar.file')}>
          <input
            id={fileId}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(e) => {
              const picked = e.target.files?.[0];
              setPreview(null);
              setFailure(null);
              if (!picked) return setFile(null);
              void picked.text().then((text) => setFile({ name: picked.name, text }));
            }}
          />
        </LabelledField>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={skipInvalid}
            onChange={(e) => {
              setSkipInvalid(e.target.checked);
              setPreview(null);
            }}
          />
          {t('calendar.skipInvalid')}
        </label>
        {failure && <FormError message={failure} />}
        <div className="row">
          <LoadingButton
            type="button"
            variant="secondary"
            loading={busy === 'check'}
            disabled={!file}
            onClick={() => void run(true)}
          >
            {t('calendar.check')}
          </LoadingButton>
          <LoadingButton
            type="button"
            loading={busy === 'import'}
            disabled={!preview || blocked}
            onClick={() => void run(false)}
          >
            {t('calendar.import')}
          </LoadingButton>
        </div>
        {preview && (
          <div className="stack" aria-live="polite">
            <h3 className="bo-sub-title">{t('calendar.preview', { name: preview.fileName ?? '' })}</h3>
            <dl className="bo-facts">
              {(['read', 'inserted', 'updated', 'unchanged', 'skipped', 'problems'] as const).map((k) => (
                <div key={k}>
                  <dt>{t(`calendar.count.${k}`)}</dt>
                  <dd>{preview[k]}</dd>
                </div>
              ))}
              <div>
                <dt>{t('calendar.range')}</dt>
                <dd>
                  {preview.rangeFrom
                    ? t('calendar.rangeValue', { from: date(preview.rangeFrom), to: date(preview.rangeTo) })
                    : t('calendar.noEvents')}
                </dd>
              </div>
            </dl>
            {blocked && <Banner variant="warning">{t('calendar.blocked')}</Banner>}
            <DataTable
              bare
              caption={t('calendar.problemRows')}
              hideCaption
              columns={problemColumns}
              rows={preview.problemRows}
              rowKey={(row) => `${row.line}-${row.message}`}
            />
          </div>
        )}
      </SectionCard>
      <SectionCard title={t('calendar.history')}>
        <DataTable bare columns={historyColumns} rowKey={(item) => item.id} {...history} />
      </SectionCard>
    </section>
  );
}
