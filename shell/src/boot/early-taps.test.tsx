import { act, useState } from 'react';
import { screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_TAPS_SCRIPT } from 'shared-contracts/early-taps-script';
import { replayTaps, takeEarlyTaps } from './early-taps';

/** A controlled field and list, as the catalog's filters are, showing what their state holds. */
function Fields() {
  const [price, setPrice] = useState('');
  const [sort, setSort] = useState('newest');
  return (
    <form>
      <input aria-label="Min price" value={price} onChange={(e) => setPrice(e.target.value)} />
      <select aria-label="Sort by" value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="newest">Newest</option>
        <option value="price_asc">Price</option>
      </select>
      <output>{`${price}|${sort}`}</output>
    </form>
  );
}

/** A controlled box, as the catalog's brand filter is, showing what its state holds. */
function Brand() {
  const [ticked, setTicked] = useState(false);
  return (
    <div id="root">
      <input
        type="checkbox"
        aria-label="Rolex"
        checked={ticked}
        onChange={(e) => setTicked(e.target.checked)}
      />
      <output>{ticked ? 'Rolex' : 'all brands'}</output>
    </div>
  );
}

describe('taps made before the page answered', () => {
  it('are tapped again once, on buttons still on the page and enabled', () => {
    document.body.innerHTML =
      '<div id="root"><button id="add">Add</button><button id="gone">Gone</button><button id="off">Off</button></div>';
    new Function(EARLY_TAPS_SCRIPT)();
    const clicks: string[] = [];
    const [add, gone, off] = ['add', 'gone', 'off'].map((id) => document.getElementById(id)!);
    for (const button of [add, gone, off]) button!.click();
    // Each tap shows at once that it was taken.
    expect(screen.getAllByRole('button', { busy: true })).toEqual([add, gone, off]);

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
    expect(screen.queryAllByRole('button', { busy: true })).toEqual([]);
    expect(off).not.toHaveAttribute('aria-busy');
  });

  it('send a form again that was held without a button', () => {
    document.body.innerHTML = '<div id="root"><form id="range"><input></form></div>';
    const form = document.getElementById('range') as HTMLFormElement;
    const sent: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(form.id);
    });
    replayTaps([form]);
    expect(sent).toEqual(['range']);
  });

  it('hand React what was typed and chosen before the page was live', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Fields />);
    document.body.append(root);
    // Typed and chosen on the painted page: the browser changes the fields, no React yet.
    root.querySelector('input')!.value = '1000';
    root.querySelector('select')!.value = 'price_asc';
    const app = await act(async () => hydrateRoot(root, <Fields />));
    // Hydration keeps them on screen, not in the state.
    expect(root.querySelector('output')).toHaveTextContent('|newest');

    await act(async () => replayTaps([], root));
    expect(root.querySelector('output')).toHaveTextContent('1000|price_asc');
    expect(root.querySelector('input')).toHaveValue('1000');
    act(() => app.unmount());
    root.remove();
  });

  it('show a box ticked before the page was live at once, and tick it through the page after', () => {
    document.body.innerHTML =
      '<div id="root"><input type="checkbox" id="rolex"><input type="checkbox" id="omega">' +
      '<input type="radio" name="gender" id="men" checked><input type="radio" name="gender" id="women">' +
      '</div>';
    new Function(EARLY_TAPS_SCRIPT)();
    const [rolex, omega, men, women] = ['rolex', 'omega', 'men', 'women'].map(
      (id) => document.getElementById(id) as HTMLInputElement,
    );
    rolex!.click();
    omega!.click();
    omega!.click();
    women!.click();
    // The browser's ticks stay on screen; two taps on a box cancel out.
    expect([rolex!.checked, omega!.checked, men!.checked, women!.checked]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    const taps = takeEarlyTaps();
    expect(taps).toEqual([rolex, women]);

    // The page's handlers see each change once, as a click from the tick it rendered.
    const changes: string[] = [];
    document.getElementById('root')!.addEventListener('change', (event) => {
      const box = event.target as HTMLInputElement;
      changes.push(`${box.id}:${box.checked}`);
    });
    replayTaps(taps);
    expect(changes).toEqual(['rolex:true', 'women:true']);
    expect([rolex!.checked, omega!.checked, men!.checked, women!.checked]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it("give React's state a box ticked before the page was live", async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Brand />);
    document.body.replaceChildren(host);
    new Function(EARLY_TAPS_SCRIPT)();
    screen.getByRole('checkbox', { name: 'Rolex' }).click();
    expect(screen.getByRole('checkbox', { name: 'Rolex' })).toBeChecked();

    const taps = takeEarlyTaps();
    const app = await act(async () => hydrateRoot(host, <Brand />));
    expect(screen.getByRole('status')).toHaveTextContent('all brands');
    await act(async () => replayTaps(taps));
    expect(screen.getByRole('status')).toHaveTextContent('Rolex');
    expect(screen.getByRole('checkbox', { name: 'Rolex' })).toBeChecked();
    act(() => app.unmount());
  });

  it('are none on a page without the recorder', () => {
    expect(takeEarlyTaps({} as Window)).toEqual([]);
  });
});
