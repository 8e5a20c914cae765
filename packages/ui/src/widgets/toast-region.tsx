import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNoticeSlot } from './notice-slot.ts';

/**
 * Where an app's toasts show: its own corner (`className`) of the page, but inside a modal dialog while one is open,
 * over the dialog's action row. A corner toast would cover a phone's bottom sheet (the field and the Done button of a
 * key shown once), and a screen reader keeps to the modal, so a notice outside it would go unheard.
 */
export function ToastRegion({ className, children }: { className: string; children: ReactNode }) {
  const slot = useNoticeSlot();
  return slot ? createPortal(children, slot) : <div className={className}>{children}</div>;
}
