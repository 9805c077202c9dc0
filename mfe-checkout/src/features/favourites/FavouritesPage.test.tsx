import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RemoteLoaderProvider,
  setLanguage,
  shopApi,
  type Product,
  type ProductCardProps,
  type RemoteLoader,
} from 'shared-contracts';
import { product, renderPage, shopper } from '../../test/render';
import { FavouritesPage } from './FavouritesPage';

const watch = product({ ProductID: 1, Name: 'Cartier Tank', Price: 18500, BrandName: 'Cartier' });
const bag = product({ ProductID: 2, Name: 'Chanel Flap', Price: 32000, OfferPrice: 25 });

function renderFavourites(options: { user?: boolean; favourites?: unknown[]; cart?: unknown[] }) {
  return renderPage(<FavouritesPage />, {
    path: '/fav',
    stored: {
      favorites: options.favourites ?? [watch, bag],
      cart: options.cart ?? [],
      ...(options.user ? { user: shopper } : {}),
    },
  });
}

const card = (id: number) => screen.getByTestId(`favourite-${id}`);

/** The list's answer for the favourites' ids: the ones still listed, as they are now. */
const listed = (products: Product[] = []) =>
  jest.spyOn(shopApi.catalog, 'products').mockResolvedValue(products);

beforeEach(() => {
  listed();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('FavouritesPage', () => {
  it('shows the empty favourites message', () => {
    renderFavourites({ favourites: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Favourites' })).toBeInTheDocument();
    expect(screen.getByText('You have no favorite products yet.')).toBeInTheDocument();
  });

  it('draws each favourite with its price (own card when the catalog card is unavailable)', () => {
    renderFavourites({});
    expect(within(card(1)).getByRole('link', { name: 'Cartier Tank' })).toHaveAttribute(
      'href',
      '/Items/1',
    );
    expect(within(card(1)).getByText('18,500 AED')).toBeInTheDocument();
    expect(within(card(2)).getByText('24,000 AED')).toBeInTheDocument();
  });

  it("renders the catalog's ProductCard through the remote registry with the actions as footer", async () => {
    const RemoteCard = ({ product: p, footer }: ProductCardProps) => (
      <article>
        <h3>Remote card: {p.Name}</h3>
        {footer}
      </article>
    );
    const loader = (async () => ({ default: RemoteCard })) as unknown as RemoteLoader;
    renderPage(
      <RemoteLoaderProvider value={loader}>
        <FavouritesPage />
      </RemoteLoaderProvider>,
      { path: '/fav', stored: { favorites: [watch] } },
    );
    expect(await screen.findByText('Remote card: Cartier Tank')).toBeInTheDocument();
    expect(within(card(1)).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(
      within(card(1)).getByRole('button', { name: 'Remove from Favorites' }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in before adding to the cart', async () => {
    const { store } = renderFavourites({});
    await userEvent.setup().click(within(card(1)).getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().ui.alert?.message).toBe('Please log in to buy this product!');
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(store.getState().cart).toEqual([]);
  });

  it('toggles Add to Cart / Remove from Cart for a signed-in shopper and saves the bag', async () => {
    const { storage } = renderFavourites({ user: true });
    const user = userEvent.setup();
    await user.click(within(card(1)).getByRole('button', { name: 'Add to Cart' }));
    expect(
      (storage.saved('cart') as { ProductID: number; Quantity: number }[]).map((i) => [
        i.ProductID,
        i.Quantity,
      ]),
    ).toEqual([[1, 1]]);
    await user.click(within(card(1)).getByRole('button', { name: 'Remove from Cart' }));
    expect(storage.saved('cart')).toEqual([]);
    expect(within(card(1)).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('removes a favourite while logged out and saves the list', async () => {
    const { storage } = renderFavourites({});
    const user = userEvent.setup();
    await user.click(within(card(2)).getByRole('button', { name: 'Remove from Favorites' }));
    expect(screen.queryByText('Chanel Flap')).not.toBeInTheDocument();
    expect((storage.saved('favorites') as { ProductID: number }[]).map((p) => p.ProductID)).toEqual(
      [1],
    );
    await user.click(within(card(1)).getByRole('button', { name: 'Remove from Favorites' }));
    expect(screen.getByText('You have no favorite products yet.')).toBeInTheDocument();
  });

  it('does not offer a sold-out favourite for the bag', () => {
    renderFavourites({ user: true, favourites: [{ ...watch, Quantity: 0 }] });
    expect(within(card(1)).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });
});

describe('FavouritesPage in Arabic', () => {
  const arabicWatch = { ...watch, NameAr: 'كارتييه تانك', BrandNameAr: 'كارتييه' };

  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('shows the empty favourites in Arabic', () => {
    renderFavourites({ favourites: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'مفضلتك' })).toBeInTheDocument();
    expect(screen.getByText('لا توجد منتجات في مفضلتك بعد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'استكشف المجموعة' })).toHaveAttribute('href', '/Items');
  });

  it('draws each favourite with its Arabic name, brand and price', () => {
    renderFavourites({ favourites: [arabicWatch, bag] });
    expect(screen.getByText('قطعتان محفوظتان')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'القطع المحفوظة' })).toBeInTheDocument();
    expect(within(card(1)).getByRole('link', { name: 'كارتييه تانك' })).toHaveAttribute(
      'href',
      '/Items/1',
    );
    expect(within(card(1)).getByText('كارتييه')).toBeInTheDocument();
    expect(within(card(1)).getByText(/^\u200f?18,500\s?د\.إ/)).toHaveAttribute('dir', 'ltr');
    expect(within(card(2)).getByText('Chanel Flap')).toBeInTheDocument();
    expect(within(card(2)).getByText(/^\u200f?32,000\s?د\.إ/).tagName).toBe('S');
    expect(within(card(1)).getByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument();
    expect(within(card(1)).getByRole('button', { name: 'إزالة من المفضلة' })).toBeInTheDocument();
  });

  it('shows a favourite saved in English with its Arabic name and its price now', async () => {
    const list = listed([{ ...arabicWatch, Price: 17000 }]);
    renderFavourites({ favourites: [watch, bag] });
    expect(await within(card(1)).findByRole('link', { name: 'كارتييه تانك' })).toHaveAttribute(
      'href',
      '/Items/1',
    );
    expect(within(card(1)).getByText(/^\u200f?17,000\s?د\.إ/)).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ ids: '1,2', lang: 'ar' }),
      expect.anything(),
    );
    // No longer listed: drawn as it was saved.
    expect(within(card(2)).getByText('Chanel Flap')).toBeInTheDocument();
  });

  it('asks a visitor to log in, in Arabic', async () => {
    const { store } = renderFavourites({ favourites: [arabicWatch] });
    const user = userEvent.setup();
    await user.click(within(card(1)).getByRole('button', { name: 'أضف إلى السلة' }));
    expect(store.getState().ui.alert?.message).toBe('يُرجى تسجيل الدخول لشراء هذا المنتج!');
  });

  it('toggles Add to Cart / Remove from Cart in Arabic, and English again on a switch', async () => {
    renderFavourites({ user: true, favourites: [arabicWatch] });
    const user = userEvent.setup();
    await user.click(within(card(1)).getByRole('button', { name: 'أضف إلى السلة' }));
    expect(within(card(1)).getByRole('button', { name: 'إزالة من السلة' })).toBeInTheDocument();
    expect(screen.getByText('قطعة واحدة محفوظة')).toBeInTheDocument();
    await act(() => setLanguage('en', { remember: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your Favourites' })).toBeInTheDocument();
    expect(screen.getByText('1 piece saved')).toBeInTheDocument();
    expect(within(card(1)).getByRole('link', { name: 'Cartier Tank' })).toBeInTheDocument();
    expect(within(card(1)).getByText('18,500 AED')).toBeInTheDocument();
    expect(within(card(1)).getByRole('button', { name: 'Remove from Cart' })).toBeInTheDocument();
  });
});
