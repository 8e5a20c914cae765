import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';

type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & { fallbackSrc: string };

/**
 * An image that shows `fallbackSrc` when its own source fails to load (SPEC §2 shared widgets), or when it
 * has none. It switches once: if the fallback fails too it stays, rather than looping on error events.
 * A new `src` gets a fresh try.
 */
export function ImageWithFallback({ src, fallbackSrc, onError, ...imgProps }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const failed = !src || failedSrc === src;

  function handleError(event: SyntheticEvent<HTMLImageElement, Event>) {
    if (!failed) setFailedSrc(src);
    onError?.(event);
  }

  return <img {...imgProps} src={failed ? fallbackSrc : src} onError={handleError} />;
}
