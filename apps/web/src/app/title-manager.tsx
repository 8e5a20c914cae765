import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../routes.tsx';
import type { SpecPageTitle } from '@portal/contract';
import { usePageTitleOverride } from '../shared/hooks/use-page-title.ts';
import { useAppSelector } from '../shared/store/store-hooks.ts';

/**
 * The browser title (SPEC §1): brand name, separator, page title of the deepest titled route (or the one its screen
 * set with `usePageTitle`); the brand alone without one. Only the titles SPEC §1 names exist (`SpecPageTitle`).
 */
export function TitleManager() {
  const { t } = useTranslation();
  const brandName = useAppSelector((s) => s.brandSettings.config?.brandName ?? '');
  const override = usePageTitleOverride();
  const routeTitle = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .findLast((key): key is SpecPageTitle => !!key);
  const title = override ?? routeTitle;
  const pageTitle = title ? t(`pageTitle.${title}`) : '';
  useEffect(() => {
    document.title = [brandName, pageTitle].filter(Boolean).join(t('brand.titleSeparator', { defaultValue: ' | ' }));
  }, [brandName, pageTitle, t]);
  return null;
}
