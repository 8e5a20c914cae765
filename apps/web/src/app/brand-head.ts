import { useEffect } from 'react';
import { afterFirstPaint } from '../shared/browser/first-paint.ts';
import { useAppSelector } from '../shared/store/store-hooks.ts';

/** The brand's favicon and its stylesheet (which overrides the theme tokens) go into the document head. */
export function useBrandHead() {
  const faviconUrl = useAppSelector((s) => s.brandSettings.config?.faviconUrl ?? null);
  const stylesCssUrl = useAppSelector((s) => s.brandSettings.config?.stylesCssUrl ?? null);

  // The icon's request waits for the first paint, which does not need it.
  useEffect(() => {
    if (!faviconUrl) return;
    return afterFirstPaint(() => {
      let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.append(link);
      }
      link.href = faviconUrl;
    });
  }, [faviconUrl]);

  useEffect(() => {
    // The page as the server sent it may already carry it (web-index.ts), painted with the first paint.
    const sent = document.head.querySelector<HTMLLinkElement>('link[data-brand-styles]');
    if (!stylesCssUrl) {
      sent?.remove();
      return;
    }
    if (sent && sent.getAttribute('href') === stylesCssUrl) return () => sent.remove();
    sent?.remove();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesCssUrl;
    link.dataset.brandStyles = '';
    // Last in the head, so the brand's token values win over theme.css.
    document.head.append(link);
    return () => link.remove();
  }, [stylesCssUrl]);
}
