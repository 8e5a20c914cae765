import { useEffect, useRef } from 'react';
import { afterFirstPaint } from '../shared/browser/first-paint.ts';
import { syncServerLanguage } from '../features/locales/locales-slice.ts';
import { useAppDispatch, useAppSelector } from '../shared/store/store-hooks.ts';

/** SPEC §4 Language choice: each time a trader becomes signed in, the server's preference is fetched. */
export function useServerLanguageSync() {
  const dispatch = useAppDispatch();
  const isAuth = useAppSelector((s) => s.auth.isAuth);
  const wasAuth = useRef(false);
  useEffect(() => {
    if (isAuth && !wasAuth.current) {
      // Not cancelled with the effect: the next run sees `wasAuth` set and would not ask again.
      afterFirstPaint(() => void dispatch(syncServerLanguage()));
    }
    wasAuth.current = isAuth;
  }, [dispatch, isAuth]);
}
