import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@portal/ui/widgets/labelled-select.tsx';
import { isLanguage, LANGUAGES, setLanguage } from './i18n.ts';

const options = LANGUAGES.map((l) => ({ value: l.code, text: l.name, lang: l.code }));

/**
 * The console's language, each named in itself and marked with its own `lang` so it is read out in that language
 * (the label may be hidden where space is short; it still names the select).
 */
export function LanguageSelect({ className, hideLabel = false }: { className?: string; hideLabel?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <LabelledSelect
      className={className}
      hideLabel={hideLabel}
      label={t('console.language')}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      options={options}
      onChange={(lang) => void setLanguage(lang)}
    />
  );
}
