import type { ReactNode } from 'react';

type Props = {
  /** the heading's id: the section around the card is named by it */
  titleId: string;
  title: ReactNode;
  intro: ReactNode;
  /** the narrower card of the forms with a single column */
  narrow?: boolean;
  children: ReactNode;
};

/** A card of the profile pages: its heading and a line saying what it is for, then its content. */
export function ProfileCard({ titleId, title, intro, narrow = false, children }: Props) {
  return (
    <div className={narrow ? 'card profile-card profile-card--narrow' : 'card profile-card'}>
      <header className="profile-card__header flow flow--2">
        <h2 id={titleId}>{title}</h2>
        <p className="intro-text">{intro}</p>
      </header>
      {children}
    </div>
  );
}
