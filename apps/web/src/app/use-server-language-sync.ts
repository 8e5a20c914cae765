import { useEffect, useRef } from 'react';
import { syncServerLanguage } from '../features/locales/locales-slice.ts';
import { useAppDispatch, useAppSelector } from './store.ts';

/** SPEC §4 Language choice: each time a trader becomes signed in, the server's preference is fetched. */
export function useServerLanguageSync() {
  const dispatch = useAppDispatch();
  const isAuth = useAppSelector((s) => s.auth.isAuth);
  const wasAuth = useRef(false);
  useEffect(() => {
    if (isAuth && !wasAuth.current) {
      void dispatch(syncServerLanguage());
    }
    wasAuth.current = isAuth;
  }, [dispatch, isAuth]);
}
