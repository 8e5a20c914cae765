import { useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminBrandUpdateRequestSchema, type AdminBrand } from '@portal/contract';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { useConfirm } from '../../shared/ui/use-confirm.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { recordPlace } from '../../shared/ui/use-record-screen.ts';
import { readRecord, SectionCard } from '../../shared/ui/record-page.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { useToastAction } from '../../shared/toast/use-toast-action.ts';
import { refusalText, showRefusal, zodIssues, type FieldIssue } from '../../shared/forms/form-issues.ts';
import { BrandAsset } from './brand-assets.tsx';
import { IdentityProviderSection } from './identity-provider-section.tsx';
import { PaymentProviderSection } from './payment-provider-section.tsx';
import {
  changesOf,
  DARK_FIELDS,
  fieldOf,
  FLAG_FIELDS,
  formOf,
  KEY_FIELDS,
  LINK_FIELDS,
  type BrandForm,
} from './brand-form.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { SaveActions } from '../../shared/ui/save-actions.tsx';
import { TextArea } from '../../shared/ui/text-area.tsx';
import {
  useAddBrandHostMutation,
  useBrandQuery,
  useRemoveBrandHostMutation,
  useSaveBrandMutation,
} from './api/brands-api.ts';

/** One brand: every setting in groups (partial update), its hosts, its logo and favicon. */
export default function BrandScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();

  const [brand, page] = readRecord(readState(useBrandQuery(id)), recordPlace(t, 'brands', 'brands.title'));
  if (!brand) return page;
  // Each change answers with the brand, which the page then shows (the settings' form starting from it).
  return (
    <section className="page">
      <Link className="bo-back" to="/brands">
        ← {t('brands.back')}
      </Link>
      <h1 className="page__title">{brand.config.brandName}</h1>
      <SectionCard title={t('brands.assets')}>
        <div className="bo-form-grid">
          <BrandAsset brandId={brand.id} kind="logo" src={brand.config.logoUrl} />
          <BrandAsset brandId={brand.id} kind="favicon" src={brand.config.faviconUrl} />
        </div>
      </SectionCard>
      <Hosts brand={brand} />
      <PaymentProviderSection brandId={brand.id} brandName={brand.config.brandName} />
      <IdentityProviderSection brandId={brand.id} />
      <BrandSettings key={JSON.stringify(brand)} brand={brand} />
    </section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="bo-phase">
      <legend className="bo-sub-title">{title}</legend>
      <div className="bo-form-grid">{children}</div>
    </fieldset>
  );
}

function Text({
  form,
  name,
  label,
  note,
}: {
  form: UseFormReturn<BrandForm>;
  name: keyof BrandForm;
  label: string;
  note?: string;
}) {
  return <TextInput label={label} note={note} error={form.formState.errors[name]?.message} {...form.register(name)} />;
}

function Check({ form, name, label }: { form: UseFormReturn<BrandForm>; name: keyof BrandForm; label: string }) {
  return (
    <label className="bo-check">
      <input type="checkbox" {...form.register(name)} />
      {label}
    </label>
  );
}

function BrandSettings({ brand }: { brand: AdminBrand }) {
  const [saveBrand] = useSaveBrandMutation();
  const { t } = useTranslation();
  const notify = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BrandForm>({ defaultValues: formOf(brand) });
  const { errors } = form.formState;

  const showIssues = (issues: FieldIssue[]) => {
    const loose: string[] = [];
    for (const issue of issues) {
      const field = fieldOf(issue.path);
      if (field && field in form.getValues()) form.setError(field, { message: issue.message });
      else loose.push(`${issue.path}: ${issue.message}`);
    }
    setFailure(loose.length > 0 ? loose.join('; ') : t('catalogue.fixFields'));
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = changesOf(brand, values);
    if (Object.keys(body).length === 0) {
      setFailure(t('catalogue.nothingChanged'));
      return;
    }
    const parsed = adminBrandUpdateRequestSchema.safeParse(body);
    if (!parsed.success) return showIssues(zodIssues(t, parsed.error));
    try {
      const next = await saveBrand({ id: brand.id, body: parsed.data }).unwrap();
      notify(t('brands.saved_toast', { name: next.config.brandName }));
    } catch (caught) {
      showRefusal(t, caught, { issues: showIssues, failure: setFailure });
    }
  });

  return (
    <form className="card stack" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="bo-brand-settings">
      <h2 className="bo-card-title" id="bo-brand-settings">
        {t('brands.settings')}
      </h2>
      <p className="bo-muted">{t('brands.settingsNote')}</p>
      <Group title={t('brands.groupIdentity')}>
        <Text form={form} name="brandName" label={t('brands.brandName')} />
        <Text form={form} name="publicUrl" label={t('brands.publicUrl')} note={t('brands.publicUrlNote')} />
        <Text form={form} name="logoUrl" label={t('brands.logoUrl')} />
        <Text form={form} name="faviconUrl" label={t('brands.faviconUrl')} />
        <Text form={form} name="stylesCssUrl" label={t('brands.stylesCssUrl')} note={t('brands.urlNote')} />
        <SelectField
          label={t('brands.screensVariant')}
          note={t('brands.screensVariantNote')}
          options={[
            ['default', t('brands.screensVariant_default')],
            ['configurator', t('brands.screensVariant_configurator')],
          ]}
          {...form.register('screensVariant')}
        />
        <Text form={form} name="primaryColor" label={t('brands.primaryColor')} note={t('brands.primaryColorNote')} />
      </Group>
      <Group title={t('brands.groupDark')}>
        <p className="bo-muted">{t('brands.darkNote')}</p>
        {(Object.keys(DARK_FIELDS) as (keyof typeof DARK_FIELDS)[]).map((f) => (
          <Text key={f} form={form} name={f} label={t(`brands.dark.${f}`)} />
        ))}
      </Group>
      <Group title={t('brands.groupLinks')}>
        {LINK_FIELDS.map((f) => (
          <Text key={f} form={form} name={f} label={t(`brands.link.${f}`)} />
        ))}
      </Group>
      <Group title={t('brands.groupLanguages')}>
        <TextArea
          label={t('brands.languages')}
          note={t('brands.languagesNote')}
          rows={4}
          error={errors.languages?.message}
          {...form.register('languages')}
        />
        <Text form={form} name="defaultLanguage" label={t('brands.defaultLanguage')} />
        <TextArea
          label={t('brands.disabledCountries')}
          rows={2}
          error={errors.disabledCountries?.message}
          {...form.register('disabledCountries')}
        />
      </Group>
      <Group title={t('brands.groupFlags')}>
        {FLAG_FIELDS.map((f) => (
          <Check key={f} form={form} name={f} label={t(`brands.flag.${f}`)} />
        ))}
        <SelectField
          label={t('brands.kycProviderType')}
          note={t('brands.kycProviderTypeNote')}
          options={[
            ['0', t('brands.kycProviderType0')],
            ['1', t('brands.kycProviderType1')],
          ]}
          {...form.register('kycProviderType')}
        />
      </Group>
      <Group title={t('brands.groupIntegrations')}>
        {KEY_FIELDS.map((f) => (
          <Text key={f} form={form} name={f} label={t(`brands.key.${f}`)} />
        ))}
        <Check form={form} name="hideGoogleTag" label={t('brands.hideGoogleTag')} />
        <Text form={form} name="sentryKey" label={t('brands.sentryKey')} note={t('brands.sentryNote')} />
        <Text
          form={form}
          name="affiliatePostbackUrl"
          label={t('brands.affiliatePostbackUrl')}
          note={t('brands.affiliatePostbackNote')}
        />
      </Group>
      <Group title={t('brands.groupChat')}>
        <Text form={form} name="chatKey" label={t('brands.chatKey')} />
        <SelectField
          label={t('brands.chatType')}
          note={t('brands.chatTypeNote')}
          options={[
            ['0', t('brands.chatType0')],
            ['1', t('brands.chatType1')],
          ]}
          {...form.register('chatType')}
        />
        <Check form={form} name="chatHide" label={t('brands.chatHide')} />
      </Group>
      <Group title={t('brands.groupPixel')}>
        <Text form={form} name="pixelId" label={t('brands.pixelId')} />
        <Check form={form} name="pixelHide" label={t('brands.pixelHide')} />
      </Group>
      <SaveActions form={form} values={formOf(brand)} failure={failure} onDiscard={() => setFailure(null)} />
    </form>
  );
}

function Hosts({ brand }: { brand: AdminBrand }) {
  const [addHost] = useAddBrandHostMutation();
  const [removeHost] = useRemoveBrandHostMutation();
  const { t } = useTranslation();
  const notify = useToast();
  const toastAction = useToastAction();
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm();

  const add = async () => {
    setError(undefined);
    if (!host.trim()) return setError(t('validation.required'));
    setAdding(true);
    try {
      await addHost({ id: brand.id, host: host.trim() }).unwrap();
      notify(t('brands.hostAdded_toast', { host: host.trim() }));
      setHost('');
    } catch (caught) {
      setError(refusalText(t, caught));
    } finally {
      setAdding(false);
    }
  };
  const remove = (host: string) =>
    toastAction(async () => {
      await removeHost({ id: brand.id, host }).unwrap();
      return t('brands.hostRemoved_toast', { host });
    });

  return (
    <SectionCard title={t('brands.hosts')}>
      <ul className="bo-hosts">
        {brand.hosts.map((h) => (
          <li key={h}>
            <code>{h}</code>
            <button
              type="button"
              className="btn btn--ghost bo-small"
              disabled={brand.hosts.length === 1}
              onClick={() =>
                confirm.ask({ texts: 'brands.removeHost', values: { host: h }, danger: true, run: () => remove(h) })
              }
            >
              {t('brands.removeHost')}
              <span className="visually-hidden"> {h}</span>
            </button>
          </li>
        ))}
      </ul>
      <form
        className="bo-host-add"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextInput label={t('brands.newHost')} value={host} error={error} onChange={(e) => setHost(e.target.value)} />
        <LoadingButton type="submit" variant="secondary" loading={adding}>
          {t('brands.addHost')}
        </LoadingButton>
      </form>
      {confirm.dialog}
    </SectionCard>
  );
}
