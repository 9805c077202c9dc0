import { useSyncExternalStore } from 'react';

/** Presses inside an element carrying this attribute never close a dialog (alert cards). */
export const KEEPS_DIALOG_OPEN = 'data-keeps-modal-open';

/**
 * The open modal dialogs, newest last. While one is open the rest of the page is inert, so
 * anything that must stay usable (alert cards) renders inside the topmost one.
 */
const open: HTMLElement[] = [];
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Registers an opened modal dialog; the returned function unregisters it. */
export function enterModalLayer(dialog: HTMLElement): () => void {
  open.push(dialog);
  emit();
  return () => {
    const index = open.indexOf(dialog);
    if (index >= 0) open.splice(index, 1);
    emit();
  };
}

export const topModal = (): HTMLElement | null => open[open.length - 1] ?? null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The topmost open modal dialog, or null; re-renders when dialogs open or close. */
export function useTopModal(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topModal, () => null);
}
