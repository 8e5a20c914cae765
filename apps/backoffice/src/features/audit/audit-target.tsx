import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry, OperatorAction } from '@portal/contract';
import { EmailText, emailParts } from '@portal/ui/widgets/email-text.tsx';
import { useOperator } from '../../shared/session/session.tsx';

/** The console's page of a kind of target, and the action that reads it. */
const PAGES: Readonly<Record<string, { path: string; action: OperatorAction }>> = {
  trader: { path: '/traders', action: 'traders.read' },
  trader_account: { path: '/accounts', action: 'accounts.read' },
  order: { path: '/orders', action: 'orders.read' },
  payout: { path: '/payouts', action: 'payouts.decide' },
  brand: { path: '/brands', action: 'brands.edit' },
  trading_package: { path: '/catalogue/packages', action: 'catalogue.edit' },
  discount_code: { path: '/catalogue/discount-codes', action: 'catalogue.edit' },
  operator: { path: '/operators', action: 'operators.manage' },
};

/** An id's first characters: enough to tell entries apart at a glance; the whole id is on hover. */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/**
 * What an audit entry is about, as people know it: its kind and its name (a trader's e-mail, an account's login,
 * an order's number), a link to its page where the operator may read it, and the id itself on hover.
 */
export function AuditTarget({ entry }: { entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetLabel'> }) {
  const { t } = useTranslation();
  const me = useOperator();
  const { targetType: type, targetId: id, targetLabel: label } = entry;
  if (!type) return <>—</>;
  const kind = t(`audit.targetTypes.${type}`, { defaultValue: type });
  if (!id) return <>{kind}</>;
  const name = label ?? shortId(id);
  const shown = emailParts(name).length === 2 ? <EmailText>{name}</EmailText> : name;
  const page = Object.hasOwn(PAGES, type) ? PAGES[type] : undefined;
  return (
    <span className="bo-audit-target" title={id}>
      <span className="bo-muted bo-audit-target__kind">{kind}: </span>
      {page && me.actions.includes(page.action) ? (
        <Link className="link" to={`${page.path}/${encodeURIComponent(id)}`}>
          {shown}
        </Link>
      ) : (
        <span className="bo-break">{shown}</span>
      )}
    </span>
  );
}
