type Props = { className: string; text: string; actionLabel: string; onAction: () => void };

/** A filtered list that came back empty: says so, and offers the button that clears the filter. */
export function NoMatch({ className, text, actionLabel, onAction }: Props) {
  return (
    <div className={`card ${className}`}>
      <p>{text}</p>
      <button type="button" className="btn btn--secondary" onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
