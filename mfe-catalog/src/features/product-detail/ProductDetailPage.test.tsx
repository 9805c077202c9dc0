import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import {
  commonMessages,
  ERRORS,
  fillMessage,
  formatPrice,
  HttpError,
  resetQueryCache,
  setLanguage,
  shopApi,
  TEXT,
  theme,
  type AppState,
  type CheckoutState,
  type TotalsQuote,
} from 'shared-contracts';
import { makeDetails, makeProduct, makeQuote } from '../../shared/fixtures';
import { customer, renderWithStore } from '../../shared/test-utils';
import { COUPON_EMPTY, COUPON_FAILED } from './CouponField';
import { NOT_FOUND_TEXT, ProductDetailPage } from './ProductDetailPage';

function BuyNowProbe() {
  const state = useLocation().state as CheckoutState;
  return <pre data-testid="buynow-state">{JSON.stringify(state)}</pre>;
}

function renderDetail(route = '/Items/1', loggedIn = false, state: Partial<AppState> = {}) {
  return renderWithStore(<ProductDetailPage />, {
    route,
    path: '/Items/:ProductID',
    preloadedState: { ...(loggedIn ? { user: customer } : {}), ...state },
    extraRoutes: [{ path: '/buynow', element: <BuyNowProbe /> }],
  });
}

const quantity = () => screen.getByTestId('quantity').textContent;

/** The coupon's status message (the quantity's <output> is a status too). */
async function couponStatus() {
  const statuses = await screen.findAllByRole('status');
  const message = statuses.find((element) => element.tagName === 'P');
  if (!message) throw new Error('No coupon status message');
  return message;
}
const noCouponStatus = () =>
  expect(screen.queryAllByRole('status').filter((element) => element.tagName === 'P')).toEqual([]);

describe('ProductDetailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows breadcrumbs, name, price with offer, colour, description and the order panel', async () => {
    jest
      .spyOn(shopApi.catalog, 'productDetails')
      .mockResolvedValue(makeDetails({ Price: 20000, OfferPrice: 10 }));
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Submariner Date' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: TEXT.whatsNew })).toHaveAttribute(
      'href',
      '/Items',
    );
    expect(within(crumbs).getByText('Submariner Date')).toBeInTheDocument();
    expect(screen.getByText('20,000 AED').tagName).toBe('S');
    expect(screen.getAllByText('18,000 AED').length).toBeGreaterThan(0);
    expect(screen.getByText('Discount 10%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Colour')).toHaveValue('Black');
    expect(screen.getByLabelText('Colour')).toHaveAttribute('readonly');
    expect(screen.getByText('Oystersteel, black dial, 41 mm, full set.')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toBeInstanceOf(HTMLTextAreaElement);
    expect(screen.getByTestId('sub-total')).toHaveTextContent('18,000 AED');
  });

  it("shows the product's condition near the price, and no line without one", async () => {
    const details = jest
      .spyOn(shopApi.catalog, 'productDetails')
      .mockResolvedValue(makeDetails({ ConditionID: 2, Condition: 'Pristine' }));
    const { unmount } = renderDetail();
    const label = await screen.findByText('Pristine');
    expect(label.closest('p')).toHaveTextContent(/^Condition: Pristine$/);
    unmount();
    // A fresh page: the answer above is not kept.
    resetQueryCache();
    details.mockResolvedValue(makeDetails({ ConditionID: null, Condition: '' }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Submariner Date' });
    expect(screen.queryByText(/Condition:/)).not.toBeInTheDocument();
  });

  it('looks the colour name up when the response only has ColorID', async () => {
    jest
      .spyOn(shopApi.catalog, 'productDetails')
      .mockResolvedValue(makeDetails({ ColorName: undefined, Color_ID: undefined, ColorID: 4 }));
    jest.spyOn(shopApi.catalog, 'colourLookup').mockResolvedValue([
      { Color_ID: 1, Name: 'Black' },
      { Color_ID: 4, Name: 'Gold' },
    ]);
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Gold' })).toBeInTheDocument();
  });

  describe('gallery', () => {
    it('moves with previous/next, wrapping around, and jumps with thumbnails', async () => {
      const user = userEvent.setup();
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      renderDetail();
      const main = () => screen.getByRole('img', { name: /image \d of 3/ });
      expect(await screen.findByRole('img', { name: /image 1 of 3/ })).toHaveAttribute(
        'src',
        '/uploads/a.webp',
      );
      await user.click(screen.getByRole('button', { name: 'Previous image' }));
      expect(main()).toHaveAttribute('src', '/uploads/c.webp');
      expect(main()).toHaveAccessibleName('Submariner Date, image 3 of 3');
      await user.click(screen.getByRole('button', { name: 'Next image' }));
      expect(main()).toHaveAttribute('src', '/uploads/a.webp');
      await user.click(screen.getByRole('button', { name: 'Next image' }));
      await user.click(screen.getByRole('button', { name: 'Next image' }));
      expect(main()).toHaveAttribute('src', '/uploads/c.webp');
      await user.click(screen.getByRole('button', { name: 'Next image' }));
      expect(main()).toHaveAttribute('src', '/uploads/a.webp');
      await user.click(screen.getByRole('button', { name: 'Show image 2' }));
      expect(main()).toHaveAttribute('src', '/uploads/b.webp');
      expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    it("shows 'No Image Available' without images", async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails({ Image: [] }));
      renderDetail();
      expect(await screen.findByText(TEXT.noImage)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    });
  });

  describe('quantity', () => {
    it('does not go below 1 and stops at stock with the alert', async () => {
      const user = userEvent.setup();
      jest
        .spyOn(shopApi.catalog, 'productDetails')
        .mockResolvedValue(makeDetails({ Quantity: 2, Price: 1000 }));
      const { store } = renderDetail();
      const minus = await screen.findByRole('button', {
        name: '-',
        description: 'Decrease quantity',
      });
      const plus = screen.getByRole('button', { name: '+', description: 'Increase quantity' });
      expect(quantity()).toBe('1');
      expect(minus).toBeEnabled();
      await user.click(minus);
      expect(quantity()).toBe('1');

      await user.click(plus);
      expect(quantity()).toBe('2');
      expect(screen.getByTestId('sub-total')).toHaveTextContent('2,000 AED');
      expect(store.getState().ui.alert).toBeNull();

      await user.click(plus);
      expect(quantity()).toBe('2');
      expect(store.getState().ui.alert?.message).toBe(fillMessage(ERRORS.onlyInStock, { n: 2 }));
      expect(store.getState().ui.alert?.message).toBe('Only 2 items available in stock');

      await user.click(minus);
      expect(quantity()).toBe('1');
    });
  });

  describe('buying', () => {
    it('asks a logged-out visitor to log in on Add to Cart and Buy Now', async () => {
      const user = userEvent.setup();
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      const { store } = renderDetail();
      await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
      expect(store.getState().ui.alert?.message).toBe(ERRORS.loginToBuy);
      expect(store.getState().ui.loginModal.open).toBe(true);
      expect(store.getState().cart).toEqual([]);

      store.dispatch({ type: 'ui/closeLoginModal' });
      store.dispatch({ type: 'ui/hideAlert' });
      await user.click(screen.getByRole('button', { name: 'Buy Now' }));
      expect(store.getState().ui.alert?.message).toBe('Please log in to buy this product!');
      expect(store.getState().ui.loginModal.open).toBe(true);
      expect(screen.getByTestId('location')).toHaveTextContent('/Items/1');
    });

    it('adds to and removes from the cart for a signed-in user (saved in localStorage)', async () => {
      const user = userEvent.setup();
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      const { store, storage } = renderDetail('/Items/1', true);
      await user.click(
        await screen.findByRole('button', { name: '+', description: 'Increase quantity' }),
      );
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(store.getState().cart).toEqual([
        expect.objectContaining({ ProductID: 1, Quantity: 2, MainQuantity: 3, Color: 'Black' }),
      ]);
      expect(store.getState().cart[0].Image).toBe(
        '/uploads/a.webp,/uploads/b.webp,/uploads/c.webp',
      );
      expect(JSON.parse(storage.getItem('cart')!)).toHaveLength(1);
      // Changing the quantity while in the bag updates the bag line.
      await user.click(screen.getByRole('button', { name: '-', description: 'Decrease quantity' }));
      expect(store.getState().cart[0].Quantity).toBe(1);
      await user.click(screen.getByRole('button', { name: 'Remove from Cart' }));
      expect(store.getState().cart).toEqual([]);
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    });

    it('Buy Now goes to /buynow with the user, the item and the notes in navigation state', async () => {
      const user = userEvent.setup();
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      renderDetail('/Items/1', true);
      await user.click(
        await screen.findByRole('button', { name: '+', description: 'Increase quantity' }),
      );
      await user.type(screen.getByLabelText('Notes'), 'Gift wrap please');
      await user.click(screen.getByRole('button', { name: 'Buy Now' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/buynow');
      const state = JSON.parse(screen.getByTestId('buynow-state').textContent!) as CheckoutState;
      expect(state.source).toBe('buynow');
      expect(state.user).toEqual({
        UserID: customer.UserID,
        UserName: customer.UserName,
        Email: customer.Email,
      });
      expect(state.items).toEqual([
        expect.objectContaining({ ProductID: 1, Quantity: 2, MainQuantity: 3, Color: 'Black' }),
      ]);
      expect(state.notes).toBe('Gift wrap please');
    });

    it('disables buying for a sold-out item', async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails({ Quantity: 0 }));
      renderDetail('/Items/1', true);
      expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
      expect(screen.getAllByText(TEXT.soldOut).length).toBeGreaterThan(0);
      expect(
        screen.getByRole('button', { name: '+', description: 'Increase quantity' }),
      ).toBeDisabled();
    });
  });

  describe('Apply Coupon', () => {
    /** SALE on a 900 AED bag: 10% off, 90 AED. */
    const accepted = makeQuote({ Discount: 9_000, Coupon: { Code: 'SALE', Discount: 9_000 } });

    afterEach(() => localStorage.clear());

    async function applyCode(code: string) {
      const user = userEvent.setup();
      if (code) await user.type(await screen.findByLabelText('Discount Coupon'), code);
      await user.click(await screen.findByRole('button', { name: 'Apply Coupon' }));
      return user;
    }

    it('checks the code against this piece and keeps it for the bag, with its discount', async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      const check = jest.spyOn(shopApi.orders, 'totals').mockResolvedValue(accepted);
      const { store, storage } = renderDetail();
      const user = await applyCode(' sale ');

      expect(await couponStatus()).toHaveTextContent(/^Code SALE applied: −90 AED off your bag\.$/);
      expect(check).toHaveBeenCalledWith(
        'United Arab Emirates',
        [{ ProductID: 1, Quantity: 1 }],
        expect.objectContaining({ coupon: 'SALE', signal: expect.any(AbortSignal) }),
      );
      expect(store.getState().coupon).toBe('SALE');
      expect(JSON.parse(storage.getItem('coupon')!)).toBe('SALE');
      const field = screen.getByLabelText('Discount Coupon');
      expect(field).toHaveValue('SALE');
      expect(field).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'Apply Coupon' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Remove' }));
      expect(store.getState().coupon).toBeNull();
      expect(storage.getItem('coupon')).toBeNull();
      noCouponStatus();
      expect(screen.getByLabelText('Discount Coupon')).toHaveValue('');
      expect(screen.getByLabelText('Discount Coupon')).not.toHaveAttribute('readonly');
      expect(screen.getByRole('button', { name: 'Apply Coupon' })).toBeEnabled();
    });

    it('checks the bag and this piece for the last checkout country', async () => {
      localStorage.setItem('shippingCountry', 'Saudi Arabia');
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      const check = jest.spyOn(shopApi.orders, 'totals').mockResolvedValue(accepted);
      const bag = [
        { ...makeProduct({ ProductID: 5 }), Quantity: 2, MainQuantity: 3 },
        { ...makeProduct({ ProductID: 6 }), Quantity: 1, MainQuantity: 0, Unavailable: true },
      ];
      renderDetail('/Items/1', false, { cart: bag });
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('button', { name: '+', description: 'Increase quantity' }),
      );
      await applyCode('SALE');
      await couponStatus();
      expect(check).toHaveBeenCalledWith(
        'Saudi Arabia',
        [
          { ProductID: 5, Quantity: 2 },
          { ProductID: 1, Quantity: 2 },
        ],
        expect.objectContaining({ coupon: 'SALE' }),
      );
    });

    it('does not add a piece already in the bag a second time', async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      const check = jest.spyOn(shopApi.orders, 'totals').mockResolvedValue(accepted);
      const bag = [{ ...makeProduct({ ProductID: 1 }), Quantity: 3, MainQuantity: 3 }];
      renderDetail('/Items/1', true, { cart: bag });
      await applyCode('SALE');
      await couponStatus();
      expect(check.mock.calls[0]![1]).toEqual([{ ProductID: 1, Quantity: 3 }]);
    });

    it("shows why a code is refused, exactly as the api says it, and doesn't keep it", async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      jest
        .spyOn(shopApi.orders, 'totals')
        .mockResolvedValue(makeQuote({ CouponError: 'This code has expired.' }));
      const { store, storage } = renderDetail();
      await applyCode('OLD10');
      expect(await screen.findByRole('alert')).toHaveTextContent(/^This code has expired\.$/);
      expect(store.getState().coupon).toBeNull();
      expect(storage.getItem('coupon')).toBeNull();
      noCouponStatus();
      const field = screen.getByLabelText('Discount Coupon');
      expect(field).toHaveValue('OLD10');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('This code has expired.');
      // Typing again clears the message.
      await userEvent.type(field, 'X');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('asks for a code when the field is empty, without asking the api', async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      const check = jest.spyOn(shopApi.orders, 'totals');
      renderDetail();
      await applyCode('   ');
      expect(screen.getByRole('alert')).toHaveTextContent(COUPON_EMPTY);
      expect(COUPON_EMPTY).toBe('Enter a code');
      expect(check).not.toHaveBeenCalled();
    });

    it('shows the button busy while the code is checked', async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      let answer: (quote: TotalsQuote) => void = () => {};
      jest
        .spyOn(shopApi.orders, 'totals')
        .mockReturnValue(new Promise<TotalsQuote>((resolve) => (answer = resolve)));
      const { store } = renderDetail();
      await applyCode('SALE');
      const button = screen.getByRole('button', { name: 'Apply Coupon' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      await act(async () => answer(accepted));
      expect(await couponStatus()).toHaveTextContent('−90 AED');
      expect(store.getState().coupon).toBe('SALE');
    });

    it('asks to try again when the code could not be checked', async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      const check = jest
        .spyOn(shopApi.orders, 'totals')
        .mockRejectedValueOnce(new HttpError(0))
        .mockRejectedValueOnce(new HttpError(503, { status: 'error', message: 'Unavailable' }))
        .mockResolvedValueOnce(accepted);
      const { store } = renderDetail();
      const user = await applyCode('SALE');
      expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_FAILED);
      expect(COUPON_FAILED).toBe('The code could not be checked. Try again.');
      await user.click(screen.getByRole('button', { name: 'Apply Coupon' }));
      await waitFor(() => expect(check).toHaveBeenCalledTimes(2));
      expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_FAILED);
      await user.click(screen.getByRole('button', { name: 'Apply Coupon' }));
      expect(await couponStatus()).toBeInTheDocument();
      expect(store.getState().coupon).toBe('SALE');
    });

    it("shows the api's reason when it refuses the bag itself", async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails({ Quantity: 0 }));
      const check = jest
        .spyOn(shopApi.orders, 'totals')
        .mockRejectedValue(
          new HttpError(409, { status: 'error', message: 'The product 1 is not available' }),
        );
      renderDetail();
      await applyCode('SALE');
      expect(await screen.findByRole('alert')).toHaveTextContent('The product 1 is not available');
      expect(check.mock.calls[0]![1]).toEqual([{ ProductID: 1, Quantity: 1 }]);
    });

    it('shows a code the bag keeps already, with Remove', async () => {
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      const { store } = renderDetail('/Items/1', false, { coupon: 'SALE' });
      expect(await screen.findByLabelText('Discount Coupon')).toHaveValue('SALE');
      await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
      expect(store.getState().coupon).toBeNull();
    });
  });

  describe('missing and unknown items', () => {
    it("shows 'Item not found' in error style on the 404 page without a usable ProductID", () => {
      const details = jest.spyOn(shopApi.catalog, 'productDetails');
      for (const address of ['/Items/abc', '/Items/0']) {
        const { unmount } = renderDetail(address);
        const heading = screen.getByRole('heading', { level: 1, name: TEXT.itemNotFound });
        expect(heading).toHaveStyle({ color: theme.colors.danger });
        expect(screen.getByText(TEXT.notFoundTitle)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: TEXT.goHome })).toHaveAttribute('href', '/');
        unmount();
      }
      expect(details).not.toHaveBeenCalled();
    });

    it('shows the 404 page with a link back to the list for an unknown id (404)', async () => {
      jest
        .spyOn(shopApi.catalog, 'productDetails')
        .mockRejectedValue(new HttpError(404, { status: 'error', message: 'Product not found' }));
      renderDetail('/Items/999');
      expect(
        await screen.findByRole('heading', { level: 1, name: TEXT.itemNotFound }),
      ).toBeInTheDocument();
      expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
      expect(screen.getByText(TEXT.notFoundText)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Back to ${TEXT.whatsNew}` })).toHaveAttribute(
        'href',
        '/Items',
      );
    });
  });
});

/** A price as the page shows it in Arabic (Testing Library reads its no-break space as a space). */
const arabicPrice = (value: number) => formatPrice(value, 'ar').replace(/\s+/g, ' ');

describe('ProductDetailPage in Arabic', () => {
  const arabicDetails = () =>
    makeDetails({
      Name: 'Submariner Date',
      NameAr: 'سابمارينر ديت',
      BrandName: 'Rolex',
      BrandNameAr: 'رولكس',
      ColorNameAr: 'أسود',
      ConditionID: 2,
      Condition: 'Pristine',
      Price: 20000,
      OfferPrice: 10,
    });

  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
    jest.restoreAllMocks();
  });

  it('shows the product in Arabic: names, prices left to right, condition, colour and order panel', async () => {
    jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(arabicDetails());
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'سابمارينر ديت' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(crumbs).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'وصل حديثًا' })).toHaveAttribute(
      'href',
      '/Items',
    );
    expect(within(crumbs).getByText('سابمارينر ديت')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('رولكس')).toBeInTheDocument();

    const original = screen.getByText(arabicPrice(20000));
    expect(original.tagName).toBe('S');
    expect(original).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/^خصم/)).toHaveTextContent('خصم 10%');
    expect(screen.getByText('10%')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('بحالة الجديد').closest('p')).toHaveTextContent(
      /^الحالة: بحالة الجديد$/,
    );

    expect(screen.getByRole('heading', { name: 'اللون' })).toBeInTheDocument();
    const colours = screen.getByRole('group', { name: 'الألوان المتوفرة' });
    expect(within(colours).getByRole('button', { name: 'أسود' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'الوصف' })).toBeInTheDocument();

    const gallery = screen.getByRole('region', { name: 'صور سابمارينر ديت' });
    expect(gallery).toHaveAttribute('aria-roledescription', 'معرض صور');
    expect(
      within(gallery).getByRole('img', { name: 'سابمارينر ديت، الصورة 1 من 3' }),
    ).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'عرض الصورة 2' })).toBeInTheDocument();
    expect(within(gallery).getByText('1 / 3')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(gallery).getByRole('button', { name: 'الصورة التالية' }));
    expect(within(gallery).getByText('2 / 3')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'الصورة السابقة' }));
    expect(
      within(gallery).getByRole('img', { name: 'سابمارينر ديت، الصورة 1 من 3' }),
    ).toBeInTheDocument();

    const order = screen.getByRole('region', { name: 'طلبك' });
    expect(within(order).getByRole('group', { name: 'الكمية' })).toBeInTheDocument();
    expect(within(order).getByText(/^الكمية المتوفرة:/)).toHaveTextContent('الكمية المتوفرة: 3');
    // The field shows the colour's Arabic name (the cart keeps the data's, see below).
    expect(within(order).getByLabelText('اللون')).toHaveValue('أسود');
    expect(within(order).getByText('المجموع الفرعي')).toBeInTheDocument();
    expect(within(order).getByTestId('sub-total')).toHaveTextContent(arabicPrice(18000));
    expect(within(order).getByTestId('sub-total')).toHaveAttribute('dir', 'ltr');
    expect(within(order).getByLabelText('ملاحظات')).toHaveAttribute(
      'placeholder',
      'أي تفاصيل تودّ إبلاغنا بها بخصوص طلبك',
    );
    expect(within(order).getByRole('button', { name: 'أضف إلى سلة التسوق' })).toBeEnabled();
    expect(within(order).getByRole('button', { name: 'اشترِ الآن' })).toBeEnabled();
    expect(
      within(order).getByRole('button', { name: '-', description: 'إنقاص الكمية' }),
    ).toBeInTheDocument();
  });

  it('alerts and answers the coupon in Arabic', async () => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(arabicDetails());
    const { store } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'أضف إلى سلة التسوق' }));
    expect(store.getState().ui.alert?.message).toBe('يُرجى تسجيل الدخول لشراء هذا المنتج!');

    const plus = screen.getByRole('button', { name: '+', description: 'زيادة الكمية' });
    await user.click(plus);
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('3');
    expect(store.getState().ui.alert?.message).toBe(commonMessages.t('onlyInStock', { n: 3 }));
    expect(store.getState().ui.alert?.message).not.toBe(fillMessage(ERRORS.onlyInStock, { n: 3 }));

    await user.click(screen.getByRole('button', { name: 'تطبيق الكوبون' }));
    expect(screen.getByRole('alert')).toHaveTextContent('أدخل رمزًا');

    const check = jest
      .spyOn(shopApi.orders, 'totals')
      .mockResolvedValueOnce(makeQuote({ CouponError: 'This code has expired.' }))
      .mockResolvedValueOnce(
        makeQuote({ Discount: 9_000, Coupon: { Code: 'SALE', Discount: 9_000 } }),
      );
    await user.type(screen.getByLabelText('كوبون الخصم'), 'OLD10');
    await user.click(screen.getByRole('button', { name: 'تطبيق الكوبون' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية هذا الرمز.');

    await user.clear(screen.getByLabelText('كوبون الخصم'));
    await user.type(screen.getByLabelText('كوبون الخصم'), 'SALE');
    await user.click(screen.getByRole('button', { name: 'تطبيق الكوبون' }));
    const status = await couponStatus();
    expect(status).toHaveTextContent(`تم تطبيق الرمز SALE: خصم ${arabicPrice(90)} من قيمة سلتك.`);
    expect(within(status).getByText(arabicPrice(90))).toHaveAttribute('dir', 'ltr');
    expect(within(status).getByText('SALE')).toHaveAttribute('dir', 'ltr');
    expect(check).toHaveBeenCalledTimes(2);
    expect(store.getState().coupon).toBe('SALE');
    expect(screen.getByRole('button', { name: 'إزالة' })).toBeInTheDocument();
  });

  it("puts the data's colour name in the cart of a signed-in user", async () => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(arabicDetails());
    const { store } = renderDetail('/Items/1', true);
    await user.click(await screen.findByRole('button', { name: 'أضف إلى سلة التسوق' }));
    expect(store.getState().cart).toEqual([expect.objectContaining({ Color: 'Black' })]);
    expect(screen.getByRole('button', { name: 'إزالة من سلة التسوق' })).toBeInTheDocument();
  });

  it('says an unknown item is not found in Arabic, with a link back to the list', async () => {
    jest
      .spyOn(shopApi.catalog, 'productDetails')
      .mockRejectedValue(new HttpError(404, { status: 'error', message: 'Product not found' }));
    renderDetail('/Items/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'المنتج غير موجود' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('لم نعثر على هذه القطعة. ربما بيعت أو أُزيلت من الكتالوج.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى «وصل حديثًا»' })).toHaveAttribute(
      'href',
      '/Items',
    );
  });

  it('goes back to the exact English texts on a switch', async () => {
    jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(arabicDetails());
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'سابمارينر ديت' });
    await act(() => setLanguage('en', { remember: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Submariner Date' })).toBeInTheDocument();
    expect(screen.getByText('Rolex')).toBeInTheDocument();
    expect(screen.getByText('20,000 AED').tagName).toBe('S');
    expect(screen.getByText('Discount 10%')).toBeInTheDocument();
    expect(screen.getByText('Pristine').closest('p')).toHaveTextContent(/^Condition: Pristine$/);
    expect(screen.getByRole('button', { name: 'Black' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.getByText('3 in stock')).toBeInTheDocument();
  });
});
