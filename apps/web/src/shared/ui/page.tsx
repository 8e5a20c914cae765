import type { ReactNode } from 'react';

type Props = { titleId: string; title: ReactNode; className?: string; children: ReactNode };

/** A screen: the page layout, named by its one h1. `className` adds the screen's own class to `page`. */
export function Page({ titleId, title, className, children }: Props) {
  return (
    <section className={className ? `page ${className}` : 'page'} aria-labelledby={titleId}>
      <h1 id={titleId} className="page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
