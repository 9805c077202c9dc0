import { expect, type Locator, type Page } from '@playwright/test';

const CONTROLS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(',');

/**
 * Presses `key` (Tab or Shift+Tab) more times than the dialog has controls: after every press
 * focus must be on a control inside the dialog, so it went round and never left.
 */
export async function expectFocusCyclesInside(page: Page, dialog: Locator, key = 'Tab') {
  const controls = await dialog.locator(CONTROLS).count();
  expect(controls).toBeGreaterThan(1);
  const visited = new Set<string>();
  for (let press = 1; press <= controls + 3; press += 1) {
    await page.keyboard.press(key);
    const focused = await dialog.evaluate((node) => {
      const active = document.activeElement;
      if (!active || active === node || !node.contains(active)) return null;
      const label = active.getAttribute('aria-label') ?? active.getAttribute('name');
      return `${active.tagName}:${label ?? active.textContent?.trim()}`;
    });
    expect(focused, `focus inside the dialog after ${press} × ${key}`).not.toBeNull();
    visited.add(focused!);
  }
  // More presses than controls, all inside: focus wrapped round at least once.
  expect(visited.size).toBeLessThanOrEqual(controls);
}
