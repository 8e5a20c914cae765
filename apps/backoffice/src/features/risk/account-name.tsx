import { Link } from 'react-router';
import type { RiskCaseAccount } from '@portal/contract';
import { useOperator } from '../../shared/session/session.tsx';

/**
 * "700123 · Carol Trader": an account by its login and its trader (only the trader's name beside a lane's marker,
 * which shows the login), opening the account where the role may.
 */
export function AccountName({ account, nameOnly }: { account: RiskCaseAccount; nameOnly?: boolean }) {
  const me = useOperator();
  const trader = account.traderName || account.traderEmail;
  const text = nameOnly ? trader : `${account.login} · ${trader}`;
  if (!me.actions.includes('accounts.read')) return <>{text}</>;
  return (
    <Link className="link" to={`/accounts/${encodeURIComponent(account.accountId)}`}>
      {text}
    </Link>
  );
}
