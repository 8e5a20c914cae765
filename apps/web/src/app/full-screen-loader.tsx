import { useTranslation } from 'react-i18next';
import { Loader } from '@portal/ui/widgets/loader.tsx';
import './status-screens.css';

/** SPEC §2 Start-up: shown until auth, the brand configuration and the language are ready. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  // The catalogue may not be loaded yet: hence the default text.
  return (
    <div className="full-screen-loader">
      <Loader size="lg" label={t('startup.loading', { defaultValue: 'Loading…' })} />
    </div>
  );
}
