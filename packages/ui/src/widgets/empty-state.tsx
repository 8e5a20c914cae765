import type { ReactNode } from 'react';
import './empty-state.css';

type EmptyStateProps = { title: string; text?: string; icon?: ReactNode; action?: ReactNode };

/** A list with nothing in it yet: an illustration, what it means, and the way on (a call to action). */
export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  return (
    <div className="card empty-state">
      {icon && (
        <span className="disc empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <h2 className="empty-state__title">{title}</h2>
      {text && <p className="empty-state__text">{text}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
