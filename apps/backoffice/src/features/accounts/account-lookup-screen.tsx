import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { textSchema } from '@portal/contract';
import { TextField } from '@portal/ui/forms/text-field.tsx';

const formSchema = z.object({ id: textSchema().trim().min(1, 'validation.required').max(64, 'validation.maxSymbols') });

/** Until the accounts list arrives (traders' endpoints), an account is opened by its ID. */
export default function AccountLookupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<{ id: string }>({ resolver: zodResolver(formSchema), defaultValues: { id: '' } });
  return (
    <section className="page">
      <h1 className="page__title">{t('accounts.title')}</h1>
      <form
        className="card stack bo-narrow"
        noValidate
        onSubmit={form.handleSubmit(({ id }) => navigate(`/accounts/${encodeURIComponent(id)}`))}
      >
        <h2 className="bo-card-title">{t('accounts.lookup')}</h2>
        <p className="bo-muted">{t('accounts.lookupText')}</p>
        <TextField control={form.control} name="id" label={t('accounts.id')} max={64} spellCheck={false} />
        <button type="submit" className="btn btn--primary">
          {t('accounts.open')}
        </button>
      </form>
    </section>
  );
}
