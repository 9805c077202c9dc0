import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { CSRF_HEADER, ENDPOINTS } from '../api/endpoints';
import { http } from '../api/http';
import type { Product } from '../entities/catalog';
import type { StoredUser } from '../entities/user';
import { createAppStore, restorePersistedState } from './create-app-store';
import { removeFavourite, toggleFavourite } from './favourites-slice';
import { FAVOURITES_SYNC_DELAY_MS } from './favourites-sync';
import { loggedIn, loggedOut } from './user-slice';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const user: StoredUser = {
  Email: 'layla@example.com',
  ProfileImage: '',
  RoleID: 2,
  RoleName: 'Customer',
  UserID: 7,
  UserName: 'Layla',
};

const product = (ProductID: number) => ({ ProductID, Name: `Item ${ProductID}` }) as Product;

/** The api behind the shared axios instance: records every call, answers success or fails. */
let sent: InternalAxiosRequestConfig[] = [];
let failWith: number | null = null;
const original = http.defaults.adapter;
const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  if (failWith !== null) {
    throw new AxiosError(
      'Request failed',
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      {
        data: { status: 'error', message: 'Broken' },
        status: failWith,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
      },
    );
  }
  const body = JSON.parse(config.data as string) as { ProductIDs: number[] };
  return {
    data: { status: 'success', ProductIDs: body.ProductIDs },
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  };
};

const syncCalls = () =>
  sent.map((config) => ({
    method: config.method,
    url: config.url,
    body: JSON.parse(config.data as string) as unknown,
    csrf: AxiosHeaders.from(config.headers).get(CSRF_HEADER),
  }));

/** Lets the debounce run out and the request settle. */
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  failWith = null;
  http.defaults.adapter = adapter;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  http.defaults.adapter = original;
});

describe('favourites kept on the server', () => {
  it('posts the whole list once, after a burst of changes has rested', async () => {
    const store = createAppStore({ storage: new MemoryStorage() });
    store.dispatch(loggedIn(user));
    store.dispatch(toggleFavourite(product(3)));
    await wait(300);
    store.dispatch(toggleFavourite(product(8)));
    store.dispatch(toggleFavourite(product(5)));
    await wait(FAVOURITES_SYNC_DELAY_MS - 1);
    expect(sent).toHaveLength(0);

    await wait(1);
    expect(syncCalls()).toEqual([
      {
        method: 'post',
        url: ENDPOINTS.favourites.sync,
        body: { ProductIDs: [3, 8, 5] },
        csrf: '1',
      },
    ]);
    await wait(5000);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing while nobody is signed in, then the list once on sign-in', async () => {
    const store = createAppStore({ storage: new MemoryStorage() });
    store.dispatch(toggleFavourite(product(3)));
    store.dispatch(toggleFavourite(product(4)));
    await wait(5000);
    expect(sent).toHaveLength(0);

    store.dispatch(loggedIn(user));
    await wait(FAVOURITES_SYNC_DELAY_MS);
    expect(syncCalls().map((call) => call.body)).toEqual([{ ProductIDs: [3, 4] }]);
  });

  it('sends the list once when a store starts with a signed-in user, and sends an emptied list', async () => {
    const storage = new MemoryStorage();
    storage.setItem('user', JSON.stringify(user));
    storage.setItem('favorites', JSON.stringify([product(2)]));
    const store = createAppStore({ storage });
    await wait(FAVOURITES_SYNC_DELAY_MS);
    expect(syncCalls().map((call) => call.body)).toEqual([{ ProductIDs: [2] }]);

    store.dispatch(removeFavourite(2));
    await wait(FAVOURITES_SYNC_DELAY_MS);
    expect(syncCalls().map((call) => call.body)).toEqual([{ ProductIDs: [2] }, { ProductIDs: [] }]);
  });

  it('sends the stored list when it is restored after the first render', async () => {
    const storage = new MemoryStorage();
    storage.setItem('user', JSON.stringify(user));
    storage.setItem('favorites', JSON.stringify([product(6)]));
    const store = createAppStore({ storage, restore: 'later' });
    await wait(5000);
    expect(sent).toHaveLength(0);
    restorePersistedState(store);
    await wait(FAVOURITES_SYNC_DELAY_MS);
    expect(syncCalls().map((call) => call.body)).toEqual([{ ProductIDs: [6] }]);
  });

  it('does not clear the server’s list from a browser without favourites', async () => {
    const storage = new MemoryStorage();
    storage.setItem('user', JSON.stringify(user));
    const store = createAppStore({ storage });
    store.dispatch(loggedOut());
    store.dispatch(loggedIn(user));
    await wait(5000);
    expect(sent).toHaveLength(0);
  });

  it('sends nothing when the shopper signs out before the list was sent', async () => {
    const store = createAppStore({ storage: new MemoryStorage() });
    store.dispatch(loggedIn(user));
    store.dispatch(toggleFavourite(product(3)));
    await wait(200);
    store.dispatch(loggedOut());
    await wait(5000);
    expect(sent).toHaveLength(0);
  });

  it('logs a failure without showing it, and sends again on the next change', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    failWith = 503;
    const store = createAppStore({ storage: new MemoryStorage() });
    store.dispatch(loggedIn(user));
    store.dispatch(toggleFavourite(product(3)));
    await wait(FAVOURITES_SYNC_DELAY_MS);
    expect(log).toHaveBeenCalledWith(
      'Favourites could not be kept on the server:',
      expect.anything(),
    );
    expect(store.getState().ui.alert).toBeNull();

    failWith = null;
    store.dispatch(toggleFavourite(product(4)));
    await wait(FAVOURITES_SYNC_DELAY_MS);
    expect(syncCalls().map((call) => call.body)).toEqual([
      { ProductIDs: [3] },
      { ProductIDs: [3, 4] },
    ]);
  });
});
