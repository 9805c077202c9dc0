/** The longest the boot waits for the page's images before it starts anyway. */
export const PAGE_LOAD_WAIT_MS = 1500;
/** The longest the boot waits for a frame (a hidden tab paints none). */
export const FRAME_WAIT_MS = 100;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves in the task after the next animation frame, or after FRAME_WAIT_MS without frames. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Resolves when the window's load event has fired (the page's eager images are in). */
function pageLoaded(win: Window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page as the server sent it is on screen with its eager images (the largest
 * of them is the page's largest paint), or after PAGE_LOAD_WAIT_MS when they are slow, and one
 * frame later. Until then the boot's ~180 KB of JavaScript neither takes bandwidth from those
 * images nor main-thread time from their first paint.
 */
export async function afterPagePaint(win: Window = window): Promise<void> {
  await Promise.race([pageLoaded(win), delay(PAGE_LOAD_WAIT_MS)]);
  await afterNextFrame();
}
