import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** A route's page name (a catalogue key), which the browser title shows before the console's name. */
export type RouteHandle = { title: string };

/**
 * The browser title: the page's name, then the console's ("Traders | Back office"), so that an operator with
 * several of the console's pages open tells the tabs apart; the console's name alone where a page has none.
 */
export function ConsoleTitle() {
  const { t } = useTranslation();
  const key = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .findLast((title): title is string => !!title);
  const page = key ? t(key) : '';
  const title = [page, t('console.name')].filter(Boolean).join(t('pageTitle.separator'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
