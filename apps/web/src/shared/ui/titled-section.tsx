import type { ReactNode } from 'react';

type Props = {
  /** the heading's id: the section is named by its heading for assistive technology */
  titleId: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  /** h2 for a card of a screen (the default), h3 for a part of a card */
  level?: 2 | 3;
  children: ReactNode;
};

/** A section named by its own heading: the id written once, so the two cannot drift apart. */
export function TitledSection({ titleId, title, className, titleClassName, level = 2, children }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
