import { Link } from 'react-router';
import type { RiskCaseAccount } from '@portal/contract';
import { useOperator } from '../../shared/session/session.tsx';

/** "700123 · Carol Trader": an account by its login and its trader, opening the account where the role may. */
export function AccountName({ account, plain }: { account: RiskCaseAccount; plain?: boolean }) {
  const me = useOperator();
  const text = `${account.login} · ${account.traderName || account.traderEmail}`;
  if (plain || !me.actions.includes('accounts.read')) return <>{text}</>;
  return (
    <Link className="link" to={`/accounts/${encodeURIComponent(account.accountId)}`}>
      {text}
    </Link>
  );
}
