import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Already have an account? Sign in", under the forms that make one. */
export function HaveAccount() {
  const { t } = useTranslation();
  return (
    <p>
      {t('auth.links.haveAccount')}{' '}
      <Link className="link" to="/sign-in">
        {t('auth.links.signIn')}
      </Link>
    </p>
  );
}
