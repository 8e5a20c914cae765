import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@portal/ui/widgets/banner.tsx';

type Props = { onRetry(): void; variant?: 'negative' | 'warning'; children: ReactNode };

/** What could not be loaded, and a button that asks again. */
export function RetryBanner({ onRetry, variant = 'negative', children }: Props) {
  const { t } = useTranslation();
  return (
    <Banner variant={variant} action={{ label: t('common.retry'), onClick: onRetry }}>
      {children}
    </Banner>
  );
}
