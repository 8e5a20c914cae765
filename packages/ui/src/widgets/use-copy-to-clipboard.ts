import { useCallback, useEffect, useRef, useState } from 'react';

const COPIED_FOR_MS = 2000;

/**
 * Copies a field's value and reports `copied` for two seconds. Where the clipboard is unavailable (an
 * insecure context, a denied permission) the text is selected instead, so the user can copy it by hand.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (input: HTMLInputElement | HTMLTextAreaElement) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(input.value);
    } catch {
      input.select();
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }, []);

  return { copied, copy };
}
