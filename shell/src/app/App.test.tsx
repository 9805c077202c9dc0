import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createAppStore,
  renderWithResponses,
  type Product,
  type RemotesConfig,
} from 'shared-contracts';
import { embedAnswers, frameAnswers } from '../features/testing/first-paint';
import { mockShellApi } from '../features/testing/mock-api';
import { customer, memoryStorage, setWindowWidth } from '../features/testing/render';
import { App } from './App';

// The page's remote never arrives: these tests are about the frame around it.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => {})),
}));

const config: RemotesConfig = { remotes: {} as RemotesConfig['remotes'] };

const watch = { ProductID: 11, Name: 'Submariner', Price: 42000, Quantity: 3 } as Product;

/** The browser's storage of a signed-in visitor with one watch in the bag and the favourites. */
const signedIn = () =>
  memoryStorage({
    user: JSON.stringify(customer),
    cart: JSON.stringify([{ ...watch, Quantity: 1, MainQuantity: 3 }]),
    favorites: JSON.stringify([watch]),
  });

beforeEach(() => {
  setWindowWidth(1440);
  mockShellApi().details.mockResolvedValue({ status: 'success', message: '', user: null });
});

afterEach(() => {
  jest.restoreAllMocks();
  setWindowWidth(1024);
});

// First: the App ends the page's first paint for good, and with it the embedded answers.
describe('App hydrating the server-rendered page', () => {
  it('adopts the signed-out markup as it is, then shows the stored user, bag and favourites', () => {
    const served = renderWithResponses(frameAnswers, () =>
      renderToString(
        <App
          store={createAppStore({ storage: memoryStorage(), restore: 'later' })}
          config={config}
          location="/"
        />,
      ),
    );
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = served;
    const removeAnswers = embedAnswers(frameAnswers);
    const mismatches: unknown[] = [];
    const storage = signedIn();
    const saved = new Map(storage.values);

    render(<App store={createAppStore({ storage, restore: 'later' })} config={config} />, {
      container: page,
      hydrate: true,
      onRecoverableError: (error) => void mismatches.push(error),
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('button', { name: 'Layla' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bag' })).toHaveAccessibleDescription('1');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAccessibleDescription('1');
    expect(storage.values).toEqual(saved);
    removeAnswers();
  });
});

describe('App rendered by the browser alone', () => {
  it('shows the stored user after its first render', async () => {
    render(
      <App store={createAppStore({ storage: signedIn(), restore: 'later' })} config={config} />,
    );
    expect(screen.getByRole('button', { name: 'Layla' })).toBeInTheDocument();
    expect(screen.getByTestId('bag-count')).toHaveTextContent('1');
    // The frame's own calls, made in the browser here, settle.
    expect(await screen.findByRole('link', { name: 'Rolex' })).toBeInTheDocument();
  });
});
