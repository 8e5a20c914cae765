import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { EmailText } from '@portal/ui/widgets/email-text.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { listRows, recordLinks } from '../../shared/ui/list-states.tsx';
import { OperatorStateBadge, useBrandsText } from './operator-state.tsx';
import { useOperatorsQuery, type AdminOperator } from './api/operators-api.ts';

/** The owner's list of operators: role, brands, second factor, state, live sessions; each opens its record. */
export default function OperatorsScreen() {
  const { t } = useTranslation();
  const brandsText = useBrandsText();
  const read = readState(useOperatorsQuery());
  const columns: Array<DataColumn<AdminOperator>> = [
    { label: t('operators.email'), breakAnywhere: true, cell: (o) => <EmailText>{o.email}</EmailText> },
    { label: t('operators.role'), cell: (o) => t(`operators.roles.${o.role}`) },
    { label: t('operators.brands'), cell: (o) => brandsText(o) },
    {
      label: t('operators.totp'),
      cell: (o) => (o.totpEnrolled ? t('operators.enrolled') : t('operators.notEnrolled')),
    },
    { label: t('operators.state'), cell: (o) => <OperatorStateBadge operator={o} /> },
    { label: t('operators.liveSessions'), nowrap: true, cell: (o) => o.liveSessions },
  ];
  return (
    <section className="page">
      <h1 className="page__title">{t('operators.title')}</h1>
      <DataTable columns={columns} {...listRows(read, t('operators.empty'))} {...recordLinks('/operators')} />
    </section>
  );
}
