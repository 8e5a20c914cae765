import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectProfile } from '../../shared/api/common-api.ts';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import { UserIcon } from '@portal/ui/widgets/ui-icons.tsx';

const initial = (name: string | null | undefined) => name?.trim().charAt(0).toUpperCase() ?? '';

/** The trader's initials, linking to personal information (SPEC §2). */
export function ProfileButton() {
  const { t } = useTranslation();
  const profile = useAppSelector(selectProfile);
  const initials = `${initial(profile?.firstName)}${initial(profile?.lastName)}`;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || (profile?.email ?? '');
  return (
    <Link
      to="/dashboard/profile/personal-information"
      className="disc profile-button"
      aria-label={name ? t('nav.profileButton', { name }) : t('nav.profile')}
    >
      {initials ? <span aria-hidden="true">{initials}</span> : <UserIcon />}
    </Link>
  );
}
