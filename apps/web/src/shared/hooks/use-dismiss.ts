import { useEffect, type RefObject } from 'react';
import { listenTo } from '../browser/listen-to.ts';

/**
 * Closes a popup (menu, listbox) when the pointer goes down outside `ref` or Escape is pressed,
 * while `active` is true. Escape gives the caller a chance to move focus back to its trigger.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: 'outside' | 'escape') => void,
) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    return listenTo(
      [document, 'mousedown', onPointerDown],
      [document, 'touchstart', onPointerDown],
      [document, 'keydown', onKeyDown],
    );
  }, [ref, active, onDismiss]);
}
