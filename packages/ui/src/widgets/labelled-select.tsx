import { useId } from 'react';
import './labelled-select.css';

type Props<V extends string> = {
  label: string;
  value: V;
  /** each choice: its value, its text, and the language the text is in where it is not the page's */
  options: readonly { value: V; text: string; lang?: string }[];
  onChange: (value: V) => void;
  className?: string;
  /** where space is short (a header): the label still names the select for assistive technology */
  hideLabel?: boolean;
  /** a problem to tell (the choice applied here but was not saved), read out when it appears */
  note?: string | null;
};

/**
 * A setting of a header (theme, language): a labelled native select, so the keyboard, touch screens and screen
 * readers get it without a script of ours.
 */
export function LabelledSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
  hideLabel = false,
  note,
}: Props<V>) {
  const id = useId();
  return (
    <div className={className ? `labelled-select ${className}` : 'labelled-select'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'labelled-select__label'}>
        {label}
      </label>
      <select
        id={id}
        className="labelled-select__select"
        value={value}
        aria-describedby={note ? `${id}-note` : undefined}
        // The options are the only values the select can take.
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.text}
          </option>
        ))}
      </select>
      {note && (
        <p id={`${id}-note`} role="alert" className="labelled-select__note">
          {note}
        </p>
      )}
    </div>
  );
}
