import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/create-app-store';
import { addToCart } from '../store/cart-slice';
import { selectCartCount, useAppDispatch, useAppSelector } from '../store/hooks';
import { openLoginModal } from '../store/ui-slice';
import {
  RemoteHealthProvider,
  RemoteLoaderProvider,
  RemoteSlot,
  type RemoteHealth,
  type RemoteLoader,
} from './remote-loader';
import type { Product } from '../entities/catalog';

const storage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

/** Stands for a remote's exposed component: written only against shared-contracts. */
function RemoteCard({ product }: { product: Product }) {
  const count = useAppSelector(selectCartCount);
  const dispatch = useAppDispatch();
  return (
    <div>
      <p>Bag holds {count}</p>
      <button onClick={() => dispatch(addToCart({ product }))}>Add {product.Name}</button>
      <button onClick={() => dispatch(openLoginModal())}>Sign in</button>
    </div>
  );
}

const product = { ProductID: 4, Name: 'Birkin 30', Quantity: 2, Price: 1, Image: '' } as Product;

/** The product card slot, in a host store, with this registry. */
function renderCard(loader: RemoteLoader, store = createAppStore({ storage: storage() })) {
  return render(
    <Provider store={store}>
      <RemoteLoaderProvider value={loader}>
        <RemoteSlot id="mfe_catalog/ProductCard" props={{ product }} fallback={<p>loading</p>} />
      </RemoteLoaderProvider>
    </Provider>,
  );
}

describe('a remote component inside the host store', () => {
  it('reads and dispatches to a store the host created', async () => {
    const hostStore = createAppStore({ storage: storage() });
    const loader = (async () => ({ default: RemoteCard })) as unknown as RemoteLoader;
    renderCard(loader, hostStore);
    expect(await screen.findByText('Bag holds 0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Birkin 30' }));
    expect(screen.getByText('Bag holds 1')).toBeInTheDocument();
    expect(hostStore.getState().cart[0]?.ProductID).toBe(4);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(hostStore.getState().ui.loginModal.open).toBe(true);
  });

  it('keeps the stand-in in place while the component loads, then shows the component', async () => {
    let arrive!: () => void;
    const loader = (() =>
      new Promise((resolve) => {
        arrive = () => resolve({ default: RemoteCard });
      })) as unknown as RemoteLoader;
    renderCard(loader);
    const standIn = screen.getByText('loading');
    await act(async () => {});
    expect(screen.getByText('loading')).toBe(standIn);
    await act(async () => arrive());
    expect(screen.getByText('Bag holds 0')).toBeInTheDocument();
    expect(standIn).not.toBeInTheDocument();
  });

  it("renders a component the host's registry has loaded already at once, without loading", () => {
    const load = jest.fn();
    const loader = Object.assign(load, {
      loaded: () => ({ default: RemoteCard }),
    }) as unknown as RemoteLoader;
    renderCard(loader);
    expect(screen.getByText('Bag holds 0')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the fallback when no registry is provided or the remote fails', async () => {
    const hostStore = createAppStore({ storage: storage() });
    const { unmount } = render(
      <Provider store={hostStore}>
        <RemoteSlot id="mfe_catalog/ProductCard" props={{ product }} fallback={<p>plain card</p>} />
      </Provider>,
    );
    expect(screen.getByText('plain card')).toBeInTheDocument();
    unmount();

    const failing = (async () => {
      throw new Error('remote down');
    }) as unknown as RemoteLoader;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Provider store={hostStore}>
        <RemoteLoaderProvider value={failing}>
          <RemoteSlot
            id="mfe_catalog/ProductCard"
            props={{ product }}
            fallback={<p>plain card</p>}
          />
        </RemoteLoaderProvider>
      </Provider>,
    );
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Remote mfe_catalog/ProductCard failed:',
        expect.any(Error),
      ),
    );
    expect(screen.getByText('plain card')).toBeInTheDocument();
    logged.mockRestore();
  });

  it("tells the host's health reports of each mount and failure, once", async () => {
    const hostStore = createAppStore({ storage: storage() });
    const health = { mounted: jest.fn(), failed: jest.fn() } satisfies RemoteHealth;
    const loader = (async () => ({ default: RemoteCard })) as unknown as RemoteLoader;
    const { unmount } = render(
      <StrictMode>
        <Provider store={hostStore}>
          <RemoteLoaderProvider value={loader}>
            <RemoteHealthProvider value={health}>
              <RemoteSlot id="mfe_catalog/ProductCard" props={{ product }} fallback={null} />
              <RemoteSlot id="mfe_catalog/ProductCard" props={{ product }} fallback={null} />
            </RemoteHealthProvider>
          </RemoteLoaderProvider>
        </Provider>
      </StrictMode>,
    );
    expect(await screen.findAllByText('Bag holds 0')).toHaveLength(2);
    expect(health.mounted.mock.calls).toEqual([
      ['mfe_catalog/ProductCard'],
      ['mfe_catalog/ProductCard'],
    ]);
    expect(health.failed).not.toHaveBeenCalled();
    unmount();

    const down = new Error('remote down');
    const failing = (async () => {
      throw down;
    }) as unknown as RemoteLoader;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Provider store={hostStore}>
        <RemoteLoaderProvider value={failing}>
          <RemoteHealthProvider value={health}>
            <RemoteSlot id="mfe_catalog/SearchBox" props={{}} fallback={<p>plain search</p>} />
          </RemoteHealthProvider>
        </RemoteLoaderProvider>
      </Provider>,
    );
    await waitFor(() => expect(health.failed).toHaveBeenCalledWith('mfe_catalog/SearchBox', down));
    expect(health.failed).toHaveBeenCalledTimes(1);
    expect(health.mounted).toHaveBeenCalledTimes(2);
    expect(screen.getByText('plain search')).toBeInTheDocument();
    logged.mockRestore();
  });

  it("shows the fallback on the server and while hydrating, the remote's component right after", async () => {
    const loader = (async () => ({ default: RemoteCard })) as unknown as RemoteLoader;
    const slot = (
      <Provider store={createAppStore({ storage: storage() })}>
        <RemoteLoaderProvider value={loader}>
          <RemoteSlot
            id="mfe_catalog/ProductCard"
            props={{ product }}
            fallback={<p>plain card</p>}
          />
        </RemoteLoaderProvider>
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(slot);
    expect(container).toHaveTextContent('plain card');
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, slot, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(await screen.findByText('Bag holds 0')).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
