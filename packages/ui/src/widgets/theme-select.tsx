import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, type ThemeChoice } from '@portal/contract/theme';
import { LabelledSelect } from './labelled-select.tsx';

type Props = {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
  className?: string;
  hideLabel?: boolean;
  note?: string | null;
};

/** The theme switch of both apps: system (the device's preference), light or dark. */
export function ThemeSelect(props: Props) {
  const { t } = useTranslation();
  const options = THEME_CHOICES.map((choice) => ({ value: choice, text: t(`theme.${choice}`) }));
  return <LabelledSelect label={t('theme.label')} options={options} {...props} />;
}
