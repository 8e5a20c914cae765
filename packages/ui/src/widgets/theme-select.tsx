import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, type ThemeChoice } from '@portal/contract/theme';
import './theme-select.css';

type Props = {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
  className?: string;
  /** where space is short (a header): the label still names the select for assistive technology */
  hideLabel?: boolean;
  /** a problem to tell (the choice applied here but was not saved), read out when it appears */
  note?: string | null;
};

/**
 * The theme switch of both apps: system (the device's preference), light or dark. A labelled native select, so
 * the keyboard, touch screens and screen readers get it without a script of ours.
 */
export function ThemeSelect({ value, onChange, className, hideLabel = false, note }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={className ? `theme-select ${className}` : 'theme-select'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'theme-select__label'}>
        {t('theme.label')}
      </label>
      <select
        id={id}
        className="theme-select__select"
        value={value}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => onChange(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`theme.${choice}`)}
          </option>
        ))}
      </select>
      {note && (
        <p id={`${id}-note`} role="alert" className="theme-select__note">
          {note}
        </p>
      )}
    </div>
  );
}
