import { EARLY_TAPS_GLOBAL } from 'shared-contracts';

type EarlyTaps = HTMLElement[] & { stop?: () => void };

/**
 * Stops the page's inline recorder (shared-contracts EARLY_TAPS_SCRIPT) and returns the buttons
 * tapped so far. Called as hydration starts: from then on React itself replays taps.
 */
export function takeEarlyTaps(win: Window = window): HTMLElement[] {
  const taps = (win as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  if (!taps) return [];
  taps.stop?.();
  return [...taps];
}

/**
 * Taps each button again, now that the page answers, if it is still on the page and enabled.
 * The list is emptied: a second call taps nothing.
 */
export function replayTaps(taps: HTMLElement[]): void {
  for (const button of taps.splice(0)) {
    if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
  }
}
