import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import {
  commonCatalog,
  ERRORS,
  fillMessage,
  formatPrice,
  HttpError,
  setLanguage,
  shopApi,
  TEXT,
  type CheckoutState,
} from 'shared-contracts';
import { makeDetails } from '../../shared/fixtures';
import { customer, renderWithStore } from '../../shared/test-utils';
import { COUPON_UNAVAILABLE } from './OrderPanel';
import { NOT_FOUND_TEXT, ProductDetailPage } from './ProductDetailPage';

function BuyNowProbe() {
  const state = useLocation().state as CheckoutState;
  return <pre data-testid="buynow-state">{JSON.stringify(state)}</pre>;
}

function renderDetail(route = '/Items/1', loggedIn = false) {
  return renderWithStore(<ProductDetailPage />, {
    route,
    path: '/Items/:ProductID',
    preloadedState: loggedIn ? { user: customer } : undefined,
    extraRoutes: [{ path: '/buynow', element: <BuyNowProbe /> }],
  });
}

const quantity = () => screen.getByTestId('quantity').textContent;

describe('ProductDetailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows breadcrumbs, name, price with offer, color, description and the order panel', async () => {
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
    details.mockResolvedValue(makeDetails({ ConditionID: null, Condition: '' }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Submariner Date' });
    expect(screen.queryByText(/Condition:/)).not.toBeInTheDocument();
  });

  it('looks the color name up when the response only has ColorID', async () => {
    jest
      .spyOn(shopApi.catalog, 'productDetails')
      .mockResolvedValue(makeDetails({ ColorName: undefined, Color_ID: undefined, ColorID: 4 }));
    jest.spyOn(shopApi.catalog, 'colorLookup').mockResolvedValue([
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

    it('answers Apply Coupon with the documented notice', async () => {
      const user = userEvent.setup();
      jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(makeDetails());
      renderDetail();
      await user.type(await screen.findByLabelText('Discount Coupon'), 'SALE');
      await user.click(screen.getByRole('button', { name: 'Apply Coupon' }));
      expect(screen.getByText(COUPON_UNAVAILABLE)).toBeInTheDocument();
    });
  });

  describe('missing and unknown items', () => {
    it("shows 'Item not found' in error style without a usable ProductID", () => {
      const details = jest.spyOn(shopApi.catalog, 'productDetails');
      renderDetail('/Items/abc');
      expect(screen.getByRole('alert')).toHaveTextContent(TEXT.itemNotFound);
      expect(details).not.toHaveBeenCalled();
    });

    it('shows a not-found message with a link back to the list for an unknown id (404)', async () => {
      jest
        .spyOn(shopApi.catalog, 'productDetails')
        .mockRejectedValue(new HttpError(404, { status: 'error', message: 'Product not found' }));
      renderDetail('/Items/999');
      expect(
        await screen.findByRole('heading', { level: 1, name: TEXT.itemNotFound }),
      ).toBeInTheDocument();
      expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
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

  it('shows the product in Arabic: names, prices left to right, condition, color and order panel', async () => {
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
    // The field shows the color's Arabic name (the cart keeps the data's, see below).
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
    expect(store.getState().ui.alert?.message).toBe(commonCatalog.t('onlyInStock', { n: 3 }));
    expect(store.getState().ui.alert?.message).not.toBe(fillMessage(ERRORS.onlyInStock, { n: 3 }));

    await user.click(screen.getByRole('button', { name: 'تطبيق الكوبون' }));
    expect(screen.getByText('أدخل كود الخصم أولًا.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('كوبون الخصم'), 'SALE');
    await user.click(screen.getByRole('button', { name: 'تطبيق الكوبون' }));
    expect(screen.getByText('أكواد الخصم غير متاحة عبر الإنترنت حاليًا')).toBeInTheDocument();
  });

  it("puts the data's color name in the cart of a signed-in user", async () => {
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
