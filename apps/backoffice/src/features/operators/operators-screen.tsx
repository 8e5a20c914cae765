import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readState } from '../../shared/api/read-state.ts';
import { ListNotReady } from '../../shared/ui/list-states.tsx';
import { OperatorStateBadge, useBrandsText } from './operator-state.tsx';
import { useOperatorsQuery } from './api/operators-api.ts';

/** The owner's list of operators: role, brands, second factor, state, live sessions; each opens its record. */
export default function OperatorsScreen() {
  const { t } = useTranslation();
  const brandsText = useBrandsText();
  const { state, retry } = readState(useOperatorsQuery());
  const columns = [
    t('operators.email'),
    t('operators.role'),
    t('operators.brands'),
    t('operators.totp'),
    t('operators.state'),
    t('operators.liveSessions'),
  ];
  return (
    <section className="page">
      <h1 className="page__title">{t('operators.title')}</h1>
      <ListNotReady state={state} onRetry={retry} empty={t('operators.empty')} />
      {state.status === 'ready' && state.data.items.length > 0 && (
        <div className="card bo-table-wrap">
          <table className="bo-table bo-table--cards">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state.data.items.map((o) => (
                <tr key={o.id}>
                  <td data-label={columns[0]}>
                    <Link className="link" to={`/operators/${encodeURIComponent(o.id)}`}>
                      {o.email}
                    </Link>
                  </td>
                  <td data-label={columns[1]}>{t(`operators.roles.${o.role}`)}</td>
                  <td data-label={columns[2]}>{brandsText(o)}</td>
                  <td data-label={columns[3]}>
                    {o.totpEnrolled ? t('operators.enrolled') : t('operators.notEnrolled')}
                  </td>
                  <td data-label={columns[4]}>
                    <OperatorStateBadge operator={o} />
                  </td>
                  <td data-label={columns[5]}>{o.liveSessions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
