import { EARLY_TAPS_SCRIPT } from 'shared-contracts';
import { replayTaps, takeEarlyTaps } from './early-taps';

describe('taps made before the page answered', () => {
  it('are tapped again once, on buttons still on the page and enabled', () => {
    document.body.innerHTML =
      '<div id="root"><button id="add">Add</button><button id="gone">Gone</button><button id="off">Off</button></div>';
    new Function(EARLY_TAPS_SCRIPT)();
    const clicks: string[] = [];
    const [add, gone, off] = ['add', 'gone', 'off'].map((id) => document.getElementById(id)!);
    for (const button of [add, gone, off]) button!.click();

    const taps = takeEarlyTaps();
    // Recording has stopped: React answers taps from here on.
    add!.click();
    expect(taps).toEqual([add, gone, off]);

    document.getElementById('root')!.addEventListener('click', (event) => {
      clicks.push((event.target as HTMLElement).id);
    });
    gone!.remove();
    (off as HTMLButtonElement).disabled = true;
    replayTaps(taps);
    replayTaps(taps);
    expect(clicks).toEqual(['add']);
  });

  it('are none on a page without the recorder', () => {
    expect(takeEarlyTaps({} as Window)).toEqual([]);
  });
});
