import type { KeyboardEvent } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls Tab reaches inside `root`, in document order. */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert], [aria-hidden="true"]') &&
      // jsdom has no layout (and no checkVisibility): there every match counts as visible.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/**
 * A modal <dialog> makes the page inert, but browsers still let Tab leave the last control for
 * the browser's own UI: Tab on the last control goes to the first, Shift+Tab on the first to the
 * last.
 */
export function wrapTab(event: KeyboardEvent, root: HTMLElement) {
  const items = tabbablesIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const atEdge = event.shiftKey ? active === first : active === last;
  if (atEdge || !root.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
