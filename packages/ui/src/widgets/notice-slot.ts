import { useSyncExternalStore } from 'react';

const slots: HTMLElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** An open dialog's place for notices (over its action row); the last one opened is on top. Answers its removal. */
export function addNoticeSlot(slot: HTMLElement): () => void {
  slots.push(slot);
  changed();
  return () => {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    changed();
  };
}

/** The top dialog's place for notices, or null while no dialog is open. */
export const topNoticeSlot = (): HTMLElement | null => slots[slots.length - 1] ?? null;

export const useNoticeSlot = () => useSyncExternalStore(subscribe, topNoticeSlot, () => null);
