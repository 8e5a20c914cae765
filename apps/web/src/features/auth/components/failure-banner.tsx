import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '@portal/ui/forms/form-error.tsx';

/** A refused call: its translated message (errors.<Name>) and, where signing in is the way on, a link to it. */
export type Failure = { key: string; signInLink?: boolean };

export function FailureBanner({ failure }: { failure: Failure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <FormError message={t(failure.key)}>
      {failure.signInLink && (
        <>
          {' '}
          <Link className="link" to="/sign-in">
            {t('auth.links.signIn')}
          </Link>
        </>
      )}
    </FormError>
  );
}
