import {
  EARLY_TAPS_GLOBAL,
  endFirstPaint,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_PAGE_ATTRIBUTE,
  firstPaintData,
  firstPaintNow,
  hasFirstPaint,
  hasPaintedPage,
  renderWithResponses,
} from './first-paint';
import { EARLY_TAPS_SCRIPT } from './early-taps-script';
import type * as firstPaint from './first-paint';

describe('first paint answers', () => {
  it('reads the responses embedded in the page until the first commit', () => {
    document.body.innerHTML = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">{"/api/a":[1,2],"/api/empty":[]}</script>`;
    expect(hasFirstPaint()).toBe(true);
    expect(hasPaintedPage()).toBe(false);
    expect(firstPaintData('/api/a')).toEqual([1, 2]);
    expect(firstPaintData('/api/empty')).toEqual([]);
    expect(firstPaintData('/api/other')).toBeUndefined();
    // The server's responses win inside a server render, and only there.
    expect(renderWithResponses({ '/api/a': 'server' }, () => firstPaintData('/api/a'))).toBe(
      'server',
    );
    expect(firstPaintData('/api/a')).toEqual([1, 2]);

    endFirstPaint();
    expect(firstPaintData('/api/a')).toBeUndefined();
    // Server renders keep working after the browser's first paint has ended (tests, tools).
    expect(renderWithResponses({ '/api/a': 1 }, () => firstPaintData('/api/a'))).toBe(1);
  });

  it("says whether the route's page itself was rendered", () => {
    document.body.innerHTML = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}" ${FIRST_PAINT_PAGE_ATTRIBUTE}>{}</script>`;
    expect(hasPaintedPage()).toBe(true);
    document.body.innerHTML = '';
    expect(hasFirstPaint()).toBe(false);
    expect(hasPaintedPage()).toBe(false);
  });
});

describe('the first paint clock', () => {
  const PAINTED_AT = Date.parse('2026-03-01T08:00:00Z');

  it('is the painted time until the first commit in the browser, then now', () => {
    jest.isolateModules(() => {
      // A module of its own: the first describe has already ended this one's first paint.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./first-paint') as typeof firstPaint;
      document.body.innerHTML = `<script type="application/json" id="${fresh.FIRST_PAINT_DATA_ID}" ${fresh.FIRST_PAINT_TIME_ATTRIBUTE}="${PAINTED_AT}">{}</script>`;
      expect(fresh.firstPaintNow().getTime()).toBe(PAINTED_AT);
      fresh.endFirstPaint();
      expect(Math.abs(fresh.firstPaintNow().getTime() - Date.now())).toBeLessThan(1000);
    });
  });

  it("is the server render's time inside it, and now without a painted time", () => {
    expect(renderWithResponses({}, () => firstPaintNow().getTime(), PAINTED_AT)).toBe(PAINTED_AT);
    document.body.innerHTML = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">{}</script>`;
    expect(Math.abs(firstPaintNow().getTime() - Date.now())).toBeLessThan(1000);
  });
});

describe('the early taps recorder', () => {
  it('records each button tapped in the root once, until stopped', () => {
    document.body.innerHTML =
      '<div id="root"><button>Add to Cart</button><a href="/x">link</a></div><button>outside</button>';
    new Function(EARLY_TAPS_SCRIPT)();
    const taps = (window as unknown as Record<string, HTMLElement[] & { stop(): void }>)[
      EARLY_TAPS_GLOBAL
    ]!;
    const [add, outside] = [...document.querySelectorAll('button')];
    add!.click();
    add!.click();
    outside!.click();
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect([...taps]).toEqual([add]);
    taps.stop();
    add!.click();
    expect(taps).toHaveLength(1);
  });

  it('holds forms sent in the root, recording the button that sent them or the form', () => {
    document.body.innerHTML =
      '<div id="root"><form id="range"><input><button>Apply</button></form>' +
      '<form id="bare"><input></form></div><form id="outside"></form>';
    new Function(EARLY_TAPS_SCRIPT)();
    const taps = (window as unknown as Record<string, HTMLElement[] & { stop(): void }>)[
      EARLY_TAPS_GLOBAL
    ]!;
    const [range, bare, outside] = ['range', 'bare', 'outside'].map(
      (id) => document.getElementById(id) as HTMLFormElement,
    );
    const apply = range!.querySelector('button')!;
    const send = (form: HTMLFormElement, submitter: HTMLElement | null = null) =>
      form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));

    // Enter in a field: the browser taps the form's button, then sends the form.
    apply.click();
    expect(send(range!, apply)).toBe(false);
    expect(send(bare!)).toBe(false);
    expect(send(outside!)).toBe(true);
    expect([...taps]).toEqual([apply, bare]);
    taps.stop();
    expect(send(bare!)).toBe(true);
  });
});
