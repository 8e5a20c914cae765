import { useId } from 'react';
import './choice-chips.css';

type Option<T extends string> = { value: T; label: string };
type ChoiceChipsProps<T extends string> = {
  legend: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Keeps the legend for screen readers only. */
  hideLegend?: boolean;
};

/**
 * One choice out of a few, as a row of chips: native radio buttons underneath (arrow keys move the choice,
 * the group has its legend), so it works with every assistive technology.
 */
export function ChoiceChips<T extends string>({ legend, options, value, onChange, hideLegend }: ChoiceChipsProps<T>) {
  const name = useId();
  return (
    <fieldset className="choice-chips">
      <legend className={hideLegend ? 'visually-hidden' : 'choice-chips__legend'}>{legend}</legend>
      <div className="choice-chips__options">
        {options.map((option) => (
          <label key={option.value} className="choice-chips__chip">
            <input
              type="radio"
              className="choice-input choice-chips__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="choice-chips__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
