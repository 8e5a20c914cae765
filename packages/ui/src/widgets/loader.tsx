import { useTranslation } from 'react-i18next';
import './loader.css';

type LoaderProps = { label?: string; size?: 'sm' | 'md' | 'lg' };

/**
 * A spinner with a status message (SPEC §2 shared widgets). The label is announced politely; it is shown
 * under medium and large spinners and kept for screen readers only beside a small one. Without a label it
 * says 'Loading…' in the current language.
 */
export function Loader({ label, size = 'md' }: LoaderProps) {
  const { t } = useTranslation();
  const text = label ?? t('common.loading', { defaultValue: 'Loading…' });
  return (
    <div className={`loader loader--${size}`} role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span className={size === 'sm' ? 'visually-hidden' : 'loader__label'}>{text}</span>
    </div>
  );
}
