import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { authApi, type OperatorMe } from '../api/session-api.ts';
import { applyThemeChoice } from '@portal/ui/theme/theme-choice.ts';
import { configureAdminSession } from '../api/admin-client.ts';

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'failed' } | { status: 'signed-in'; me: OperatorMe };

type SessionApi = { session: Session; refresh(): Promise<OperatorMe | null>; signOut(): Promise<void> };
const SessionContext = createContext<SessionApi | null>(null);

/**
 * Who is signed in, as the server says (`Me`): the console keeps no token of its own, so the answer to `Me`
 * is the whole session state. A 401 anywhere sends the operator to sign in; a due password change to its
 * screen (the client's handlers, set here because they navigate).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>({ status: 'loading' });

  const refresh = useCallback(async () => {
    try {
      const me = await authApi.me();
      // The operator's saved theme, mirrored on this device for the next page's first paint.
      applyThemeChoice(me.theme);
      setSession({ status: 'signed-in', me });
      return me;
    } catch (error) {
      const status = (error as { httpStatus?: number }).httpStatus;
      setSession(status === 401 || status === 403 ? { status: 'signed-out' } : { status: 'failed' });
      return null;
    }
  }, []);

  const signOut = useCallback(async () => {
    await authApi.signOut().catch(() => undefined); // the cookie is ended by the server; best effort
    setSession({ status: 'signed-out' });
    navigate('/sign-in', { replace: true });
  }, [navigate]);

  useEffect(() => {
    configureAdminSession({
      onSignedOut: () => {
        setSession({ status: 'signed-out' });
        navigate('/sign-in', { replace: true });
      },
      onMustChangePassword: () => navigate('/change-password', { replace: true }),
    });
    void refresh();
  }, [navigate, refresh]);

  const value = useMemo(() => ({ session, refresh, signOut }), [session, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in operator; only under the shell, which renders nothing else. */
export function useOperator(): OperatorMe {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useOperator without a signed-in operator');
  return session.me;
}

/** Where an operator goes next, from the state of the sign-in (stage, enrolment, password change). */
export function nextStep(state: { stage: string; totpEnrolled?: boolean; mustChangePassword: boolean }): string {
  if (state.stage === 'second_factor') return state.totpEnrolled === false ? '/enrol' : '/second-factor';
  return state.mustChangePassword ? '/change-password' : '/';
}
