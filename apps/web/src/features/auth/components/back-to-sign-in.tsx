import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Back to Sign In", under the pages a trader reaches from the sign-in form. */
export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <p>
      <Link className="link" to="/sign-in">
        {t('auth.links.backToSignIn')}
      </Link>
    </p>
  );
}
