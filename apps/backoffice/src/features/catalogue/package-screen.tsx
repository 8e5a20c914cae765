import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { AdminPackage, RuleSentence } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { readState } from '../../shared/api/read-state.ts';
import { Facts, readRecord, SectionCard } from '../../shared/ui/record-page.tsx';
import { CatalogueRecordHead } from './catalogue-record-head.tsx';
import { formErrors, serverIssues } from '../../shared/forms/form-issues.ts';
import { changesOf, formOf, packageFormSchema, type PackageForm } from './package-form.ts';
import { NumberField, RulesFields, useError } from './rules-fields.tsx';
import { SecondChanceFields } from './second-chance-fields.tsx';
import { ScalingPlanFields } from './scaling-plan-fields.tsx';
import { DiscountCodeDialog } from './discount-code-dialog.tsx';
import { usePackageVisibility } from './use-package-visibility.ts';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { SaveActions } from '../../shared/ui/save-actions.tsx';
import { useRecordScreen } from '../../shared/ui/use-record-screen.ts';
import { usePackageQuery, useSavePackageMutation } from './api/catalogue-api.ts';

function Sentences({ title, sentences }: { title: string; sentences: RuleSentence[] }) {
  return (
    <div className="bo-sentences">
      <h3 className="bo-sub-title">{title}</h3>
      <ul>
        {sentences.map((s) => (
          <li key={s.key}>{s.text}</li>
        ))}
      </ul>
    </div>
  );
}

/** One package: its facts and rules in words, the editor (partial update), hide or show, a code for it. */
export default function PackageScreen() {
  const { t, id, lang, f, notify } = useRecordScreen();
  const visibility = usePackageVisibility();
  const [codeFor, setCodeFor] = useState(false);

  const packageRead = readState(usePackageQuery({ id, lang }));
  const [pkg, page] = readRecord(packageRead, {
    title: t('catalogue.title'),
    notFound: t('catalogue.packageNotFound'),
    back: { to: '/catalogue', label: t('catalogue.back') },
  });
  if (!pkg) return page;

  return (
    <section className="page">
      <CatalogueRecordHead brandId={pkg.brandId} title={pkg.name}>
        <StatusBadge variant={pkg.visible ? 'positive' : 'muted'}>
          {t(pkg.visible ? 'catalogue.visible' : 'catalogue.hidden')}
        </StatusBadge>
        {pkg.visible ? (
          <button type="button" className="btn btn--secondary" onClick={() => visibility.hide(pkg)}>
            {t('catalogue.hide')}
          </button>
        ) : (
          <LoadingButton
            type="button"
            variant="secondary"
            loading={visibility.busy}
            onClick={() => visibility.show(pkg)}
          >
            {t('catalogue.show')}
          </LoadingButton>
        )}
        <button type="button" className="btn btn--secondary" onClick={() => setCodeFor(true)}>
          {t('catalogue.codeForPackage')}
        </button>
      </CatalogueRecordHead>
      <div className="card">
        <Facts
          facts={[
            { label: t('catalogue.codeLabel'), value: <code>{pkg.code}</code> },
            { label: t('catalogue.platform'), value: pkg.platform.name },
            { label: t('catalogue.type'), value: t(`catalogue.packageType.${pkg.traderPackageType}`) },
            { label: t('catalogue.size'), value: f.money(pkg.accountSize, pkg.currency) },
            { label: t('catalogue.price'), value: f.money(pkg.price, pkg.currency) },
            { label: t('catalogue.split'), value: f.percentValue(pkg.profitSplitPercent) },
          ]}
        />
      </div>
      <SectionCard title={t('catalogue.rulesInWords')}>
        <div className="bo-sentence-grid">
          {pkg.phases.map((phase) => (
            <Sentences key={phase.index} title={t('catalogue.phase', { n: phase.index })} sentences={phase.sentences} />
          ))}
          <Sentences title={t('catalogue.fundedStage')} sentences={pkg.funded.sentences} />
        </div>
      </SectionCard>
      <PackageEditor
        key={`${pkg.id}-${pkg.price}-${JSON.stringify(pkg.phases.map((p) => p.rules))}-${JSON.stringify(pkg.secondChance)}-${JSON.stringify(pkg.scalingPlan)}`}
        pkg={pkg}
        onSaved={(next) => {
          notify(t('catalogue.saved_toast', { name: next.name }));
        }}
      />
      {visibility.dialog}
      {codeFor && (
        <DiscountCodeDialog
          brandId={pkg.brandId}
          packages={[pkg]}
          preselected={[pkg.id]}
          onClose={() => setCodeFor(false)}
          onSaved={(code) => {
            setCodeFor(false);
            notify(t('catalogue.codeCreated_toast', { code: code.code }));
          }}
        />
      )}
    </section>
  );
}

function PackageEditor({ pkg, onSaved }: { pkg: AdminPackage; onSaved(pkg: AdminPackage): void }) {
  const { t } = useTranslation();
  const [savePackage] = useSavePackageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PackageForm>({
    defaultValues: formOf(pkg),
    resolver: zodResolver(packageFormSchema, formErrors(t)),
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = changesOf(pkg, values);
    if (Object.keys(body).length === 0) {
      setFailure(t('catalogue.nothingChanged'));
      return;
    }
    try {
      // The package reads again (its tags): the rules in words come from the server.
      onSaved(await savePackage({ id: pkg.id, body }).unwrap());
    } catch (caught) {
      const error = asApiError(caught);
      const issues = serverIssues(t, error);
      for (const issue of issues) {
        const path = issue.path.replace(/^phases\.(\d+)\.rules\./, 'phases.$1.');
        form.setError(path as never, { message: issue.message });
      }
      setFailure(issues.length > 0 ? t('catalogue.fixFields') : t(error.messageKey));
    }
  });

  return (
    <form className="card stack" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="bo-package-edit">
      <h2 className="bo-card-title" id="bo-package-edit">
        {t('catalogue.edit')}
      </h2>
      <Banner variant="warning">{t('catalogue.appliesNote')}</Banner>
      <div className="bo-form-grid">
        <NameField form={form} />
        <NumberField form={form} name="price" label={t('catalogue.priceIn', { currency: pkg.currency })} />
        <NumberField form={form} name="accountSize" label={t('catalogue.sizeIn', { currency: pkg.currency })} />
      </div>
      {pkg.phases.map((phase, i) => (
        <fieldset key={phase.index} className="bo-phase">
          <legend className="bo-sub-title">{t('catalogue.phase', { n: phase.index })}</legend>
          <RulesFields form={form} base={`phases.${i}`} />
        </fieldset>
      ))}
      <fieldset className="bo-phase">
        <legend className="bo-sub-title">{t('catalogue.fundedStage')}</legend>
        <RulesFields form={form} base="funded" />
      </fieldset>
      <SecondChanceFields form={form} currency={pkg.currency} />
      <ScalingPlanFields form={form} currency={pkg.currency} />
      <SaveActions form={form} values={formOf(pkg)} failure={failure} onDiscard={() => setFailure(null)} />
    </form>
  );
}

function NameField({ form }: { form: UseFormReturn<PackageForm> }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('catalogue.name')}
      maxLength={100}
      error={useError(form.control, 'name')}
      {...form.register('name')}
    />
  );
}
