import { createAppStore, restorePersistedState, STORAGE_KEYS } from './create-app-store';
import { loggedIn, loggedOut } from './user-slice';
import { addToCart, clearCart, refreshCart, removeFromCart, setCartQuantity } from './cart-slice';
import { toggleFavourite } from './favourites-slice';
import { openLoginModal, showAlert } from './ui-slice';
import type { Product } from '../entities/catalog';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const product = (id: number, quantity = 3, extra: Partial<Product> = {}): Product => ({
  ProductID: id,
  UserID: null,
  Status: 'Available',
  Name: `Item ${id}`,
  Description: 'A watch',
  ProductionYear: '2026-11-01',
  Price: 1000 * id,
  Quantity: quantity,
  OfferPrice: 0,
  BrandID: 1,
  CategoireID: 1,
  Color_ID: 1,
  SexID: 1,
  Image: '/uploads/a.webp',
  ...extra,
});

const user = {
  Email: 'a@b.ae',
  ProfileImage: '',
  RoleID: 2,
  RoleName: 'Customer',
  UserID: 7,
  UserName: 'Layla',
};

describe('createAppStore persistence', () => {
  it('saves user, cart and favourites under their keys and a new store restores them', () => {
    const storage = new MemoryStorage();
    const first = createAppStore({ storage });
    first.dispatch(loggedIn(user));
    first.dispatch(addToCart({ product: product(1) }));
    first.dispatch(toggleFavourite(product(2)));

    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(JSON.parse(storage.getItem('cart')!)).toHaveLength(1);

    const reloaded = createAppStore({ storage });
    expect(reloaded.getState().user).toEqual(user);
    expect(reloaded.getState().cart.map((item) => item.ProductID)).toEqual([1]);
    expect(reloaded.getState().favourites.map((item) => item.ProductID)).toEqual([2]);
  });

  it('logout removes the stored user but keeps the bag', () => {
    const storage = new MemoryStorage();
    const store = createAppStore({ storage });
    store.dispatch(loggedIn(user));
    store.dispatch(addToCart({ product: product(1) }));
    store.dispatch(loggedOut());
    expect(storage.getItem('user')).toBeNull();
    expect(createAppStore({ storage }).getState().cart).toHaveLength(1);
  });

  it('ignores corrupt storage instead of failing to start', () => {
    const storage = new MemoryStorage();
    storage.setItem('user', '{not json');
    storage.setItem('cart', '"nope"');
    const store = createAppStore({ storage });
    expect(store.getState().user).toBeNull();
    expect(store.getState().cart).toEqual([]);
  });

  it('does not persist ui state', () => {
    const storage = new MemoryStorage();
    const store = createAppStore({ storage });
    store.dispatch(openLoginModal());
    store.dispatch(showAlert('Please log in first!'));
    expect([...storage.data.keys()]).toEqual([]);
    expect(store.getState().ui.alert?.message).toBe('Please log in first!');
  });

  it('hides an alert asking to log in once the login succeeds, and no other alert', () => {
    const store = createAppStore({ storage: new MemoryStorage() });
    store.dispatch(showAlert('Please log in first!'));
    store.dispatch(loggedIn(user));
    expect(store.getState().ui.alert).toBeNull();
    store.dispatch(showAlert('Order placed successfully!', 'success'));
    store.dispatch(loggedIn(user));
    expect(store.getState().ui.alert?.message).toBe('Order placed successfully!');
  });
});

describe('createAppStore with restore: later', () => {
  const saved = () => {
    const storage = new MemoryStorage();
    storage.setItem('user', JSON.stringify(user));
    storage.setItem('cart', JSON.stringify([{ ...product(1), MainQuantity: 3 }]));
    storage.setItem('favorites', JSON.stringify([product(2)]));
    return storage;
  };

  it('starts without the stored user, bag and favourites, and has them once restored', () => {
    const storage = saved();
    const store = createAppStore({ storage, restore: 'later' });
    expect(store.getState()).toMatchObject({ user: null, cart: [], favourites: [] });

    restorePersistedState(store);
    expect(store.getState().user).toEqual(user);
    expect(store.getState().cart.map((item) => item.ProductID)).toEqual([1]);
    expect(store.getState().favourites.map((item) => item.ProductID)).toEqual([2]);
  });

  it('writes nothing until restored, and then saves changes as usual', () => {
    const storage = saved();
    const before = new Map(storage.data);
    const store = createAppStore({ storage, restore: 'later' });
    store.dispatch(loggedOut());
    store.dispatch(clearCart());
    expect(storage.data).toEqual(before);

    restorePersistedState(store);
    expect(storage.data).toEqual(before);
    store.dispatch(addToCart({ product: product(3) }));
    expect(JSON.parse(storage.getItem('cart')!)).toHaveLength(2);
  });

  it('restores only what storage holds and is valid, once', () => {
    const storage = new MemoryStorage();
    storage.setItem('user', '{not json');
    storage.setItem('favorites', JSON.stringify([product(2)]));
    const store = createAppStore({ storage, restore: 'later' });
    restorePersistedState(store);
    expect(store.getState()).toMatchObject({ user: null, cart: [] });
    expect(store.getState().favourites).toHaveLength(1);
    expect([...storage.data.keys()].sort()).toEqual(['favorites', 'user']);

    store.dispatch(toggleFavourite(product(2)));
    restorePersistedState(store);
    expect(store.getState().favourites).toEqual([]);
  });

  it('leaves a store that restored at the start as it is', () => {
    const store = createAppStore({ storage: saved() });
    store.dispatch(loggedOut());
    restorePersistedState(store);
    expect(store.getState().user).toBeNull();
  });
});

describe('cart rules', () => {
  it('adding an existing product raises its quantity by 1 within stock', () => {
    const store = createAppStore({ storage: new MemoryStorage() });
    store.dispatch(addToCart({ product: product(1, 2) }));
    store.dispatch(addToCart({ product: product(1, 2) }));
    store.dispatch(addToCart({ product: product(1, 2) }));
    expect(store.getState().cart).toHaveLength(1);
    expect(store.getState().cart[0]).toMatchObject({ Quantity: 2, MainQuantity: 2 });
  });

  it('keeps quantities between 1 and the stock', () => {
    const store = createAppStore({ storage: new MemoryStorage() });
    store.dispatch(addToCart({ product: product(1, 5) }));
    store.dispatch(setCartQuantity({ ProductID: 1, Quantity: 0 }));
    expect(store.getState().cart[0]!.Quantity).toBe(1);
    store.dispatch(setCartQuantity({ ProductID: 1, Quantity: 9 }));
    expect(store.getState().cart[0]!.Quantity).toBe(5);
    store.dispatch(removeFromCart(1));
    expect(store.getState().cart).toEqual([]);
  });

  it('refreshes stock from the product list, drops vanished and flags sold-out lines', () => {
    const store = createAppStore({ storage: new MemoryStorage() });
    store.dispatch(addToCart({ product: product(1, 5), quantity: 4 }));
    store.dispatch(addToCart({ product: product(2, 5) }));
    store.dispatch(addToCart({ product: product(3, 5) }));
    store.dispatch(refreshCart([product(1, 2), product(2, 0, { Status: 'SoldOut' })]));
    const cart = store.getState().cart;
    expect(cart.map((item) => item.ProductID)).toEqual([1, 2]);
    expect(cart[0]).toMatchObject({ Quantity: 2, MainQuantity: 2, Unavailable: false });
    expect(cart[1]).toMatchObject({ MainQuantity: 0, Unavailable: true });
    store.dispatch(clearCart());
    expect(store.getState().cart).toEqual([]);
  });
});
