import { useId, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Load } from '../api/read-state.ts';
import { PageNotReady } from './list-states.tsx';

/** A label and its value; `mono` sets the value in the fixed-width face (hashes, account numbers). */
export type Fact = { label: string; value: ReactNode; mono?: boolean };

/** A record's facts as a definition list; a fact given as `false` (one that does not apply) is left out. */
export function Facts({ facts, className }: { facts: ReadonlyArray<Fact | false>; className?: string }) {
  return (
    <dl className={className ? `bo-facts ${className}` : 'bo-facts'}>
      {facts
        .filter((f): f is Fact => f !== false)
        .map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd className={f.mono ? 'bo-mono' : undefined}>{f.value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * A titled card of a record's page (its details, the payment details, the eligibility…), named by its heading;
 * `aside` stands beside the heading (a link to the whole list, an action on every row, a verdict).
 */
export function SectionCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="bo-card-title">
      {title}
    </h2>
  );
  return (
    <article className="card stack" aria-labelledby={headingId}>
      {aside ? (
        <div className="bo-section-head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </article>
  );
}

/** A page's title with what goes beside it (a brand picker, the page's main button), wrapping under it when narrow. */
export function PageHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="bo-page-head">
      <h1 className="page__title">{title}</h1>
      {children && <div className="bo-page-head__actions">{children}</div>}
    </div>
  );
}

/** A record page's head: the way back to its list, the title, and the record's actions (buttons) beside it. */
export function RecordHead(props: { back: string; backLabel: string; title: string; children?: ReactNode }) {
  return (
    <>
      <p>
        <Link className="link" to={props.back}>
          ← {props.backLabel}
        </Link>
      </p>
      <PageHead title={props.title}>{props.children}</PageHead>
    </>
  );
}

/** A record page while its record is not there: its title, the "not found" text, the way back and how many rows. */
export type RecordPlace = { title: string; notFound: string; back: { to: string; label: string }; rows?: number };

/**
 * A record page's read: the record, or (while it is not there) the page that stands in for it: placeholders while
 * it loads, the failure with a retry, or "not found" with the way back.
 */
export function readRecord<T>(
  read: { state: Load<T>; retry(): void },
  place: RecordPlace,
): readonly [record: T, page: null] | readonly [record: null, page: ReactElement] {
  const { state, retry } = read;
  if (state.status === 'ready') return [state.data, null];
  const { title, notFound, back, rows } = place;
  const page = (
    <PageNotReady
      load={state}
      title={title}
      notFound={notFound}
      back={back.to}
      backLabel={back.label}
      onRetry={retry}
      rows={rows}
    />
  );
  return [null, page];
}
