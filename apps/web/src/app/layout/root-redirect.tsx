import { Navigate } from 'react-router';
import { useAppSelector } from '../../shared/store/store-hooks.ts';

/** `/` and `/dashboard`: home when signed in, else sign-in (SPEC §2). */
export function RootRedirect() {
  const isAuth = useAppSelector((s) => s.auth.isAuth);
  return <Navigate to={isAuth ? '/dashboard/home' : '/sign-in'} replace />;
}
