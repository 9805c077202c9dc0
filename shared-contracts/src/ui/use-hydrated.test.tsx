import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

/** Says which render it is in, and notes each render's answer. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'Live' : 'As served'}</p>;
}

describe('useHydrated', () => {
  it('is true from the first render of a tree the browser renders on its own', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(seen).toEqual([true]);
  });

  it('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>As served</p>');
  });

  it("is false while hydrating the server's markup, true right after", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    const seen: boolean[] = [];
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Probe seen={seen} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(seen).toEqual([false, true]);
    expect(mismatches).toEqual([]);
    expect(screen.getByText('Live')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
