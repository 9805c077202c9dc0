import { afterPagePaint, FRAME_WAIT_MS, PAGE_LOAD_WAIT_MS } from './after-page-paint';

/** A window whose load event and animation frames the test fires itself. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, { document: { readyState } }) as unknown as Window;
}

describe('afterPagePaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  /** Lets the promise chain run and answers whether `promise` has settled. */
  async function settled(promise: Promise<void>) {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    return done;
  }

  it('waits for the load event, then for the next frame to be painted', async () => {
    const win = fakeWindow('interactive');
    const painted = afterPagePaint(win);
    expect(await settled(painted)).toBe(false);
    win.dispatchEvent(new Event('load'));
    expect(await settled(painted)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(await settled(painted)).toBe(true);
  });

  it('only waits for a frame when the page has already loaded', async () => {
    const painted = afterPagePaint(fakeWindow('complete'));
    await jest.advanceTimersByTimeAsync(0);
    frames[0]!(0);
    expect(await settled(painted)).toBe(true);
  });

  it('starts anyway when the images are slow or the tab paints no frames', async () => {
    const painted = afterPagePaint(fakeWindow('loading'));
    await jest.advanceTimersByTimeAsync(PAGE_LOAD_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(false);
    await jest.advanceTimersByTimeAsync(FRAME_WAIT_MS);
    expect(await settled(painted)).toBe(true);
  });
});
