import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import type { OperatorAction } from '@portal/contract';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Loader } from '@portal/ui/widgets/loader.tsx';
import { nextStep, useOperator, useSession } from '../shared/session/session.tsx';
import { homePath } from '../shared/nav/nav-items.ts';

/** The shell needs an active session: otherwise the step still missing (sign-in, second factor, password). */
export function RequireActive() {
  const { t } = useTranslation();
  const { session, refresh } = useSession();
  if (session.status === 'loading') {
    return (
      <main className="bo-centre">
        <Loader label={t('console.loading')} />
      </main>
    );
  }
  if (session.status === 'failed') {
    return (
      <main className="bo-centre">
        <EmptyState
          title={t('console.errorTitle')}
          text={t('errors.SomethingWentWrong')}
          action={
            <button type="button" className="btn btn--primary" onClick={() => void refresh()}>
              {t('console.retry')}
            </button>
          }
        />
      </main>
    );
  }
  if (session.status === 'signed-out') return <Navigate to="/sign-in" replace />;
  const step = nextStep(session.me);
  return step === '/' ? <Outlet /> : <Navigate to={step} replace />;
}

/** A section the operator's role does not allow says so (the menu does not offer it; a typed URL may). */
export function RequireAction({ action }: { action: OperatorAction }) {
  const { t } = useTranslation();
  const me = useOperator();
  if (!me.actions.includes(action)) return <EmptyState title={t('console.notPermitted')} />;
  return <Outlet />;
}

export function HomeRedirect() {
  const me = useOperator();
  return <Navigate to={homePath(me.actions)} replace />;
}
