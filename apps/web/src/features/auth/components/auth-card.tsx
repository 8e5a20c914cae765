import { useId, type ReactNode } from 'react';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The centred card of the guest pages: the page's heading, its form, and links to the other auth pages. */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  const titleId = useId();
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <div className="card auth-card">
        <header className="auth-card__header flow flow--2">
          <h1 id={titleId} className="auth-card__title">
            {title}
          </h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        </header>
        <div className="auth-card__body flow">{children}</div>
        {footer && <footer className="auth-card__footer">{footer}</footer>}
      </div>
    </section>
  );
}
