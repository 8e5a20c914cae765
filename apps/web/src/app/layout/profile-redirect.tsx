import { Navigate, useLocation } from 'react-router';

/** `/dashboard/profile` opens personal information, keeping the origin the guard may have remembered. */
export function ProfileRedirect() {
  const location = useLocation();
  return <Navigate to={`/dashboard/profile/personal-information${location.search}`} state={location.state} replace />;
}
