import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, setLanguage, shopApi, type Product } from 'shared-contracts';
import { cartItem, mockTotals, product, renderPage, shopper } from '../../test/render';
import { CartPage } from './CartPage';

const rolex = product({ ProductID: 1, Name: 'Rolex Submariner', Price: 42000, Quantity: 3 });
const kelly = product({
  ProductID: 2,
  Name: 'Hermes Kelly 28',
  Price: 60000,
  OfferPrice: 10,
  Quantity: 2,
});

function mockProducts(products: Product[]) {
  return jest.spyOn(shopApi.catalog, 'products').mockResolvedValue(products);
}

function renderCart(options: { cart?: unknown[]; user?: boolean } = {}) {
  return renderPage(<CartPage />, {
    path: '/cart',
    stored: {
      cart: options.cart ?? [],
      ...(options.user ? { user: shopper } : {}),
    },
  });
}

const line = (id: number) => screen.getByTestId(`cart-line-${id}`);

beforeEach(() => {
  mockTotals([rolex, kelly]);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('CartPage', () => {
  it('shows the empty bag with a way back to the collection, without fetching', () => {
    const spy = mockProducts([]);
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /continue shopping/i })).toHaveAttribute(
      'href',
      '/Items',
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('lists the lines with unit prices, line totals and the subtotal (offers applied, AED)', async () => {
    mockProducts([rolex, kelly]);
    renderCart({
      cart: [
        cartItem({ ...rolex, Quantity: 2, MainQuantity: 3 }),
        cartItem({ ...kelly, Quantity: 1, MainQuantity: 2 }),
      ],
    });
    await screen.findByTestId('cart-line-1');
    for (const header of ['Product', 'Price', 'Quantity', 'Total']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(line(1)).getByText('42,000 AED')).toBeInTheDocument();
    expect(within(line(1)).getByText('84,000 AED')).toBeInTheDocument();
    // 10 % off 60,000: the original is struck through, the unit price is 54,000.
    expect(within(line(2)).getByText('60,000 AED').tagName).toBe('S');
    expect(within(line(2)).getAllByText('54,000 AED')).toHaveLength(2);
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('138,000 AED');
  });

  it("adds the server's shipping estimate for the UAE, the VAT included and the Total", async () => {
    const scarf = product({ ProductID: 5, Name: 'Silk Scarf', Price: 900, Quantity: 4 });
    mockProducts([scarf]);
    mockTotals([scarf]);
    renderCart({ cart: [cartItem({ ...scarf, Quantity: 1, MainQuantity: 4 })] });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    // 900 + 50 AED UAE shipping = 950 AED; VAT 95,000 / 21 = 4,523.81 fils -> 45.24 AED.
    expect(await within(summary).findByTestId('cart-total')).toHaveTextContent('950 AED');
    expect(within(summary).getByTestId('cart-subtotal')).toHaveTextContent('900 AED');
    expect(within(summary).getByText('Shipping')).toBeInTheDocument();
    expect(within(summary).getByTestId('cart-shipping')).toHaveTextContent('50 AED');
    expect(within(summary).getByText('VAT included (5%)')).toBeInTheDocument();
    expect(within(summary).getByTestId('cart-vat')).toHaveTextContent('45.24 AED');
    expect(summary).toHaveTextContent('Estimated for delivery to United Arab Emirates');
    expect(shopApi.orders.totals).toHaveBeenCalledWith(
      'United Arab Emirates',
      [expect.objectContaining({ ProductID: 5, Quantity: 1 })],
      expect.anything(),
    );
  });

  it("estimates for the Country of the shopper's last checkout, and offers a retry when it fails", async () => {
    const user = userEvent.setup();
    localStorage.setItem('shippingCountry', 'Kuwait');
    const scarf = product({ ProductID: 5, Name: 'Silk Scarf', Price: 900, Quantity: 4 });
    mockProducts([scarf]);
    mockTotals([scarf], { fail: true });
    renderCart({ cart: [cartItem({ ...scarf, Quantity: 1, MainQuantity: 4 })] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Shipping and VAT could not be worked out.');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('900 AED');
    mockTotals([scarf]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // GCC: 900 + 150 = 1,050 AED.
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('1,050 AED');
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('150 AED');
    expect(shopApi.orders.totals).toHaveBeenLastCalledWith(
      'Kuwait',
      expect.anything(),
      expect.anything(),
    );
  });

  it('refreshes the bag from the product list: vanished lines go, stock is updated, sold-out lines are flagged', async () => {
    const spy = mockProducts([
      { ...rolex, Quantity: 1 },
      { ...kelly, Quantity: 0 },
    ]);
    const { storage } = renderCart({
      cart: [
        cartItem({ ...rolex, Quantity: 3, MainQuantity: 3 }),
        cartItem({ ...kelly, Quantity: 1, MainQuantity: 2 }),
        cartItem({ ProductID: 9, Name: 'Withdrawn Birkin', Quantity: 1 }),
      ],
    });
    await screen.findByTestId('cart-line-1');
    expect(spy).toHaveBeenCalledWith({ ids: '1,2,9', limit: 100 }, expect.anything());
    expect(screen.queryByText('Withdrawn Birkin')).not.toBeInTheDocument();
    // Stock fell to 1: the chosen 3 is brought down to what is left.
    expect(within(line(1)).getByRole('group', { name: /quantity of/i })).toHaveTextContent('1');
    expect(within(line(2)).getByText('Sold Out')).toBeInTheDocument();
    expect(within(line(2)).getByText('No longer available')).toBeInTheDocument();
    // The sold-out line is not part of the subtotal.
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('42,000 AED');
    expect(screen.getByText(/1 unavailable piece is not included/)).toBeInTheDocument();
    const saved = storage.saved('cart') as { ProductID: number; MainQuantity: number }[];
    expect(saved.map((item) => [item.ProductID, item.MainQuantity])).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it('keeps the stored bag when the refresh fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(shopApi.catalog, 'products').mockRejectedValue(new Error('offline'));
    renderCart({ cart: [cartItem({ ...rolex, Quantity: 1, MainQuantity: 3 })] });
    expect(await screen.findByText('Rolex Submariner')).toBeInTheDocument();
  });

  it('changes quantities within stock, never below 1, and saves every change', async () => {
    mockProducts([rolex]);
    const { store, storage } = renderCart({
      cart: [cartItem({ ...rolex, Quantity: 1, MainQuantity: 3 })],
    });
    const user = userEvent.setup();
    await screen.findByTestId('cart-line-1');
    const minus = within(line(1)).getByRole('button', {
      name: '-',
      description: 'Decrease quantity',
    });
    const plus = within(line(1)).getByRole('button', {
      name: '+',
      description: 'Increase quantity',
    });
    await user.click(minus);
    expect(within(line(1)).getByRole('group')).toHaveTextContent('1');

    await user.click(plus);
    await user.click(plus);
    expect(within(line(1)).getByRole('group')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('126,000 AED');
    expect((storage.saved('cart') as { Quantity: number }[])[0].Quantity).toBe(3);

    await user.click(plus);
    expect(store.getState().ui.alert?.message).toBe('Only 3 items available in stock');
    expect(within(line(1)).getByRole('group')).toHaveTextContent('3');

    await user.click(minus);
    expect(within(line(1)).getByRole('group')).toHaveTextContent('2');
    expect((storage.saved('cart') as { Quantity: number }[])[0].Quantity).toBe(2);
  });

  it('adding a product already in the bag raises its quantity by 1', async () => {
    mockProducts([rolex]);
    const { store } = renderCart({ cart: [cartItem({ ...rolex, Quantity: 1, MainQuantity: 3 })] });
    await screen.findByTestId('cart-line-1');
    act(() => {
      store.dispatch(addToCart({ product: rolex }));
    });
    expect(within(line(1)).getByRole('group')).toHaveTextContent('2');
    expect(screen.getAllByTestId(/^cart-line-/)).toHaveLength(1);
  });

  it('removes a line and shows the empty bag once the last one is gone', async () => {
    mockProducts([rolex, kelly]);
    const { storage } = renderCart({
      cart: [
        cartItem({ ...rolex, Quantity: 1, MainQuantity: 3 }),
        cartItem({ ...kelly, Quantity: 1, MainQuantity: 2 }),
      ],
    });
    const user = userEvent.setup();
    await screen.findByTestId('cart-line-1');
    await user.click(within(line(1)).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Rolex Submariner')).not.toBeInTheDocument();
    expect((storage.saved('cart') as { ProductID: number }[]).map((i) => i.ProductID)).toEqual([2]);
    await user.click(within(line(2)).getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(storage.saved('cart')).toEqual([]);
  });

  it('asks a visitor to log in before checkout', async () => {
    mockProducts([rolex]);
    const { store } = renderCart({ cart: [cartItem({ ...rolex, Quantity: 1, MainQuantity: 3 })] });
    await screen.findByTestId('cart-line-1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(store.getState().ui.alert?.message).toBe('Please log in to buy this product!');
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(screen.getByText('Rolex Submariner')).toBeInTheDocument();
  });

  it('sends a signed-in shopper to /buynow with the user and the purchasable lines', async () => {
    mockProducts([rolex, { ...kelly, Quantity: 0 }]);
    renderCart({
      user: true,
      cart: [
        cartItem({ ...rolex, Quantity: 2, MainQuantity: 3 }),
        cartItem({ ...kelly, Quantity: 1, MainQuantity: 2 }),
      ],
    });
    await screen.findByTestId('cart-line-1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/buynow');
    const state = JSON.parse(location.getAttribute('data-state') ?? 'null');
    expect(state.source).toBe('cart');
    expect(state.user).toEqual({ UserID: 7, UserName: 'Layla', Email: 'layla@example.com' });
    expect(
      state.items.map((i: { ProductID: number; Quantity: number }) => [i.ProductID, i.Quantity]),
    ).toEqual([[1, 2]]);
  });

  it('cannot check out when every line sold out', async () => {
    mockProducts([{ ...rolex, Quantity: 0 }]);
    renderCart({ user: true, cart: [cartItem({ ...rolex, Quantity: 1, MainQuantity: 3 })] });
    await waitFor(() => expect(screen.getByText('Sold Out')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });
});

describe('CartPage in Arabic', () => {
  const oud = product({
    ProductID: 4,
    Name: 'Oud Box',
    NameAr: 'صندوق العود',
    BrandName: 'Amouage',
    BrandNameAr: 'أمواج',
    Price: 42000,
    Quantity: 3,
  });

  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('shows the empty bag in Arabic', () => {
    mockProducts([]);
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeInTheDocument();
    expect(screen.getByText('سلة التسوق فارغة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'متابعة التسوق' })).toHaveAttribute('href', '/Items');
  });

  it('lists the lines with Arabic names, headers and prices kept left to right', async () => {
    mockProducts([oud, kelly]);
    renderCart({
      cart: [
        cartItem({ ...oud, Quantity: 2, MainQuantity: 3 }),
        cartItem({ ...kelly, Quantity: 1, MainQuantity: 2 }),
      ],
    });
    await screen.findByTestId('cart-line-4');
    expect(screen.getByText('3 قطع في سلتك')).toBeInTheDocument();
    for (const header of ['المنتج', 'السعر', 'الكمية', 'الإجمالي']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(line(4)).getByRole('link', { name: 'صندوق العود' })).toHaveAttribute(
      'href',
      '/Items/4',
    );
    expect(within(line(4)).getByText('أمواج')).toBeInTheDocument();
    expect(within(line(4)).getByLabelText('صندوق العود: لا تتوفر صورة')).toBeInTheDocument();
    expect(within(line(4)).getByRole('group', { name: 'كمية صندوق العود' })).toHaveTextContent('2');
    // A product without an Arabic name keeps its own.
    expect(within(line(2)).getByText('Hermes Kelly 28')).toBeInTheDocument();
    const total = within(line(4)).getByText(/^\u200f?84,000\s?د\.إ/);
    expect(total).toHaveAttribute('dir', 'ltr');
    expect(within(line(2)).getByText(/^\u200f?60,000\s?د\.إ/).tagName).toBe('S');
    expect(screen.getByText('المجموع الفرعي')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent(/138,000\s?د\.إ/);
    expect(screen.getByText(/^تقدير للتوصيل إلى الإمارات العربية المتحدة/)).toBeInTheDocument();
    expect(within(line(4)).getByRole('button', { name: 'إزالة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeEnabled();
  });

  it('says in Arabic what is sold out and what the stock allows', async () => {
    mockProducts([oud, { ...kelly, Quantity: 0 }]);
    const { store } = renderCart({
      cart: [
        cartItem({ ...oud, Quantity: 3, MainQuantity: 3 }),
        cartItem({ ...kelly, Quantity: 1, MainQuantity: 2 }),
      ],
    });
    await screen.findByTestId('cart-line-4');
    expect(within(line(2)).getByText('نفدت الكمية')).toBeInTheDocument();
    expect(within(line(2)).getByText('لم يعد متوفرًا')).toBeInTheDocument();
    expect(screen.getByText('لا يشمل المجموع قطعة واحدة غير متوفرة.')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(line(4)).getByRole('button', { name: '+', description: 'زيادة الكمية' }));
    expect(store.getState().ui.alert?.message).toBe('لا يتوفر سوى 3 قطع في المخزون');
  });

  it('asks a visitor to log in, in Arabic', async () => {
    mockProducts([oud]);
    const { store } = renderCart({ cart: [cartItem({ ...oud, Quantity: 1, MainQuantity: 3 })] });
    await screen.findByTestId('cart-line-4');
    await userEvent.setup().click(screen.getByRole('button', { name: 'المتابعة إلى الدفع' }));
    expect(store.getState().ui.alert?.message).toBe('يُرجى تسجيل الدخول لشراء هذا المنتج!');
  });

  it('goes back to the exact English texts on a switch', async () => {
    mockProducts([oud]);
    renderCart({ cart: [cartItem({ ...oud, Quantity: 1, MainQuantity: 3 })] });
    await screen.findByTestId('cart-line-4');
    await act(() => setLanguage('en', { remember: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('1 piece in your bag')).toBeInTheDocument();
    expect(within(line(4)).getByRole('link', { name: 'Oud Box' })).toBeInTheDocument();
    expect(within(line(4)).getByText('Amouage')).toBeInTheDocument();
    expect(within(line(4)).getAllByText('42,000 AED')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });
});

describe('CartPage with a coupon code', () => {
  const scarf = product({ ProductID: 5, Name: 'Silk Scarf', Price: 900, Quantity: 4 });
  const summary = () => screen.getByRole('complementary', { name: 'Order summary' });
  const couponForm = () => within(summary()).getByRole('form', { name: 'Coupon code' });

  /** The bag of one scarf, once refreshed from the product list. */
  async function renderBag(coupon?: string) {
    mockProducts([scarf]);
    const rendered = renderPage(<CartPage />, {
      path: '/cart',
      stored: {
        cart: [cartItem({ ...scarf, Quantity: 1, MainQuantity: 4 })],
        ...(coupon ? { coupon } : {}),
      },
    });
    await screen.findByTestId('cart-line-5');
    return rendered;
  }

  beforeEach(() => {
    mockTotals([scarf], { coupons: { SALE: 9_000, OLD: 'This code has expired.' } });
  });

  it('applies a code from the bag: Discount (SALE) and the total after it', async () => {
    const { storage } = await renderBag();
    const user = userEvent.setup();
    expect(await within(summary()).findByTestId('cart-total')).toHaveTextContent('950 AED');
    await user.type(within(couponForm()).getByRole('textbox', { name: 'Coupon code' }), 'Sale ');
    await user.click(within(couponForm()).getByRole('button', { name: 'Apply' }));
    expect(await within(summary()).findByText('Discount (SALE)')).toBeInTheDocument();
    expect(within(summary()).getByTestId('cart-discount')).toHaveTextContent('−90 AED');
    expect(within(summary()).getByTestId('cart-total')).toHaveTextContent('860 AED');
    expect(shopApi.orders.totals).toHaveBeenLastCalledWith(
      'United Arab Emirates',
      [expect.objectContaining({ ProductID: 5, Quantity: 1 })],
      expect.objectContaining({ coupon: 'SALE' }),
    );
    expect(storage.saved('coupon')).toBe('SALE');
  });

  it('asks the totals with the code applied elsewhere (the product page), and removes it', async () => {
    const { storage } = await renderBag('SALE');
    const user = userEvent.setup();
    expect(await within(summary()).findByTestId('cart-discount')).toHaveTextContent('−90 AED');
    expect(within(couponForm()).getByText('SALE')).toBeInTheDocument();
    await user.click(within(couponForm()).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(summary()).getByTestId('cart-total')).toHaveTextContent('950 AED'),
    );
    expect(storage.saved('coupon')).toBeUndefined();
  });

  it("shows a refused code's reason and keeps nothing", async () => {
    const { storage } = await renderBag();
    const user = userEvent.setup();
    await within(summary()).findByTestId('cart-total');
    await user.type(within(couponForm()).getByRole('textbox', { name: 'Coupon code' }), 'OLD');
    await user.click(within(couponForm()).getByRole('button', { name: 'Apply' }));
    expect(await within(couponForm()).findByRole('alert')).toHaveTextContent(
      /^This code has expired\.$/,
    );
    expect(storage.saved('coupon')).toBeUndefined();
    expect(within(summary()).queryByTestId('cart-discount')).not.toBeInTheDocument();
  });

  it('drops a stored code the server refuses, saying why next to the code', async () => {
    mockTotals([scarf], { coupons: { SALE: 'This code has been used up.' } });
    const { storage } = await renderBag('SALE');
    expect(await within(couponForm()).findByRole('alert')).toHaveTextContent(
      'Code SALE was removed. This code has been used up.',
    );
    expect(storage.saved('coupon')).toBeUndefined();
    await waitFor(() =>
      expect(shopApi.orders.totals).toHaveBeenLastCalledWith(
        'United Arab Emirates',
        expect.anything(),
        expect.objectContaining({ coupon: null }),
      ),
    );
  });
});
