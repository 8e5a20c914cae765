import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, setLanguage } from './i18n.ts';

type Props = { className?: string; hideLabel?: boolean };

/**
 * The console's language: a labelled native select (keyboard and screen readers get it for free), each
 * language named in itself (the label may be hidden where space is short; it still names the select) and marked with its own `lang` so it is read out in that language.
 */
export function LanguageSelect({ className, hideLabel = false }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div className={className ? `bo-lang ${className}` : 'bo-lang'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'bo-lang__label'}>
        {t('console.language')}
      </label>
      <select
        id={id}
        className="bo-lang__select"
        value={current}
        onChange={(event) => {
          const lang = event.target.value;
          if (isLanguage(lang)) void setLanguage(lang);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
