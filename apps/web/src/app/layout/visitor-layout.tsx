import { useAppSelector } from '../../shared/store/store-hooks.ts';
import { MainLayout } from './auth-layout.tsx';
import { GuestLayout } from './guest-layout.tsx';

/**
 * A page anyone may reach at any address (the not-found page) sits in the layout of the visitor's state (SPEC §2
 * Layouts): a trader keeps the header with the navigation and the full footer, a guest gets the logo, the language
 * switcher and the copyright. Loaded lazily like the signed-in layouts.
 */
export default function VisitorLayout() {
  const isAuth = useAppSelector((s) => s.auth.isAuth);
  return isAuth ? <MainLayout /> : <GuestLayout />;
}
