import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';

type Props = { icon?: ReactNode; title: string; text: string; to: string; linkLabel: string };

/** Nothing to show here, and the one way on: a primary link to where the trader can go next. */
export function EmptyStateLink({ icon, title, text, to, linkLabel }: Props) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <Link className="btn btn--primary" to={to}>
          {linkLabel}
        </Link>
      }
    />
  );
}
