import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_ITEMS_TABS, formatPrice, shopApi, type Product, type Sale } from 'shared-contracts';
import { formatDate } from 'shared-contracts/ui-extras';
import { accountApi } from '../../api';
import { arabicPrice, renderPage, withArabic } from '../../test/render';
import { MyItemsPage } from './MyItemsPage';
import { ACCOUNT_EN } from '../../i18n/en';

const product = (overrides: Partial<Product>): Product => ({
  ProductID: 1,
  UserID: 7,
  Status: 'Available',
  Name: 'Rolex Submariner',
  Description: 'Steel, 2019, box and papers',
  ProductionYear: '2026-11-01',
  Price: 42500,
  Quantity: 1,
  OfferPrice: 0,
  BrandID: 1,
  CategoireID: 1,
  SexID: 1,
  Image: '/uploads/a.webp,/uploads/b.webp',
  ...overrides,
});

const page = (route: string) =>
  renderPage(<MyItemsPage />, {
    path: '/userDetails/:category?',
    route,
  });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(shopApi.catalog, 'products').mockResolvedValue([]);
  jest.spyOn(shopApi.catalog, 'archived').mockResolvedValue([]);
  jest.spyOn(accountApi.orders, 'sales').mockResolvedValue([]);
});

const sale = (overrides: Partial<Sale>): Sale => ({
  OrderDetailsID: 1,
  OrderID: 31,
  OrderDate: '2026-11-02T12:00:00Z',
  ProductID: 5,
  ProductName: 'Birkin 30',
  Quantity: 1,
  Price: 54000,
  ProductPrice: 50000,
  FeesPrice: 3000,
  ShippingPrice: 1000,
  Payout: 50000,
  OrderStatus: 'Delivered',
  PayoutState: 'Payable',
  PayableFrom: '2026-11-20T09:00:00Z',
  PaidAt: null,
  ...overrides,
});

describe('My Items', () => {
  it('redirects /userDetails to /userDetails/Available', async () => {
    page('/userDetails');
    expect(screen.getByTestId('location')).toHaveTextContent('/userDetails/Available');
    expect(await screen.findByText('No Available items found.')).toBeInTheDocument();
  });

  it.each(MY_ITEMS_TABS.map((tab) => [tab, ACCOUNT_EN[`myItemsEmpty${tab}`]]))(
    'shows the empty text of %s',
    async (tab, text) => {
      page(`/userDetails/${tab}`);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it('lists only the user own items of the tab, asking for the session user items', async () => {
    jest
      .spyOn(shopApi.catalog, 'products')
      .mockResolvedValue([
        product({ ProductID: 1 }),
        product({ ProductID: 2, Name: 'Kelly 28', Status: 'Submitted', Price: 0 }),
        product({ ProductID: 3, Name: 'Not mine', UserID: 99 }),
        product({ ProductID: 4, Name: 'Tank Must', Status: 'OnSale', OfferPrice: 10, Price: 1000 }),
        product({ ProductID: 5, Name: 'Birkin 30', Status: 'SoldOut', Quantity: 0 }),
      ]);
    jest
      .spyOn(shopApi.catalog, 'archived')
      .mockResolvedValue([
        product({ ProductID: 6, Name: 'Old Speedmaster', Status: 'Archived' }),
        product({ ProductID: 8, Name: 'Someone else archived', Status: 'Archived', UserID: 3 }),
      ]);
    const user = userEvent.setup();
    page('/userDetails/Available');

    const row = (await screen.findByText('Rolex Submariner')).closest('details')!;
    expect(shopApi.catalog.products).toHaveBeenCalledWith(
      { UserID: 7, limit: 100 },
      expect.anything(),
    );
    expect(within(row).getByText('42,500 AED')).toBeInTheDocument();
    expect(within(row).getByText('Qty 1')).toBeInTheDocument();
    expect(within(row).getByText('Available')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Rolex Submariner' })).toHaveAttribute(
      'src',
      '/uploads/a-thumb.webp',
    );
    expect(screen.queryByText('Not mine')).not.toBeInTheDocument();
    expect(screen.queryByText('Kelly 28')).not.toBeInTheDocument();

    // Expandable: the description shows once the row is opened.
    expect(row).not.toHaveAttribute('open');
    await user.click(within(row).getByText('Rolex Submariner'));
    expect(row).toHaveAttribute('open');
    expect(within(row).getByText('Steel, 2019, box and papers')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Submitted' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/userDetails/Submitted');
    expect(screen.getByText('Kelly 28')).toBeInTheDocument();
    expect(screen.getByText('Awaiting review')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'OnSale' }));
    expect(screen.getByText('Tank Must')).toBeInTheDocument();
    expect(screen.getByText('900 AED')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sold' }));
    expect(screen.getByText('Birkin 30')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(screen.getByText('Old Speedmaster')).toBeInTheDocument();
    expect(screen.queryByText('Someone else archived')).not.toBeInTheDocument();
  });

  it('shows each sale of a sold item with its breakdown, payout and payout state', async () => {
    jest.spyOn(shopApi.catalog, 'products').mockResolvedValue([
      product({ ProductID: 5, Name: 'Birkin 30', Status: 'SoldOut', Quantity: 0 }),
      // Pieces left, one sold: listed under Sold too.
      product({ ProductID: 9, Name: 'Tank Must', Status: 'Available', Quantity: 2 }),
    ]);
    jest.spyOn(accountApi.orders, 'sales').mockResolvedValue([
      sale({}),
      sale({
        OrderDetailsID: 2,
        OrderID: 35,
        OrderDate: '2026-11-20T12:00:00Z',
        ProductID: 9,
        ProductName: 'Tank Must',
        Quantity: 2,
        Price: 9000,
        ProductPrice: null,
        FeesPrice: null,
        ShippingPrice: null,
        Payout: 18000,
        OrderStatus: 'Shipped',
        PayoutState: 'Awaiting delivery',
        PayableFrom: null,
      }),
    ]);
    page('/userDetails/Sold');

    const sold = await screen.findByRole('article', { name: 'Birkin 30' });
    expect(within(sold).getByText('Birkin 30')).toBeInTheDocument();
    const birkin = within(sold).getByRole('list', { name: 'Sales of Birkin 30' });
    const first = within(birkin).getByRole('listitem', { name: 'Sale of order #31' });
    expect(first).toHaveTextContent('Sold on 2 Nov 2026 · 1 piece');
    const amounts = Object.fromEntries(
      within(first)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(amounts).toEqual({
      'Product price': '50,000 AED',
      Fees: '3,000 AED',
      Shipping: '1,000 AED',
      'Total User Price': '54,000 AED',
      Payout: '50,000 AED',
    });
    expect(within(first).getByText('Payable')).toBeInTheDocument();

    const tank = screen.getByRole('list', { name: 'Sales of Tank Must' });
    const second = within(tank).getByRole('listitem', { name: 'Sale of order #35' });
    expect(second).toHaveTextContent('2 pieces');
    expect(
      within(second)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Price', 'Payout']);
    expect(within(second).getByText('9,000 AED')).toBeInTheDocument();
    expect(within(second).getByText('18,000 AED')).toBeInTheDocument();
    expect(within(second).getByText('Awaiting delivery')).toBeInTheDocument();
    expect(second).not.toHaveTextContent(/from \d/);
    expect(within(screen.getByRole('tab', { name: /Sold/ })).getByText('2')).toBeInTheDocument();
  });

  it('shows a delivered sale as Payable with its due day, Paid with its day, or Awaiting payment', async () => {
    jest
      .spyOn(shopApi.catalog, 'products')
      .mockResolvedValue([product({ ProductID: 5, Name: 'Birkin 30', Status: 'SoldOut' })]);
    const sales = jest
      .spyOn(accountApi.orders, 'sales')
      .mockResolvedValue([sale({ Payout: 12500, ProductPrice: 12500 })]);
    const view = page('/userDetails/Sold');
    const card = await screen.findByRole('listitem', { name: 'Sale of order #31' });
    expect(within(card).getByText('Payable')).toBeInTheDocument();
    expect(card).toHaveTextContent(`Payable from ${formatDate('2026-11-20T09:00:00Z')}`);
    expect(within(card).getByText(formatDate('2026-11-20T09:00:00Z'))).toHaveAttribute(
      'datetime',
      '2026-11-20T09:00:00Z',
    );
    expect(within(card).getByText('Payout').nextElementSibling).toHaveTextContent('12,500 AED');
    expect(screen.queryByText('Awaiting delivery')).not.toBeInTheDocument();

    sales.mockResolvedValue([sale({ PayoutState: 'Paid', PaidAt: '2026-11-24T10:00:00Z' })]);
    view.unmount();
    const paidView = page('/userDetails/Sold');
    const paid = await screen.findByRole('listitem', { name: 'Sale of order #31' });
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(paid).toHaveTextContent(`Paid on ${formatDate('2026-11-24T10:00:00Z')}`);

    // Delivered, but the buyer's payment is not recorded yet: no date to promise.
    sales.mockResolvedValue([sale({ PayoutState: 'Awaiting payment', PayableFrom: null })]);
    paidView.unmount();
    page('/userDetails/Sold');
    const unpaid = await screen.findByRole('listitem', { name: 'Sale of order #31' });
    expect(within(unpaid).getByText('Awaiting payment')).toBeInTheDocument();
    expect(unpaid).not.toHaveTextContent(/from \d/);
  });

  it('only logs a failed fetch and shows the empty text', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(shopApi.catalog, 'products').mockRejectedValue(new Error('offline'));
    page('/userDetails/Available');
    expect(await screen.findByText('No Available items found.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('opens the login modal when logged out', () => {
    const { store } = renderPage(<MyItemsPage />, {
      path: '/userDetails/:category?',
      route: '/userDetails/Sold',
      user: null,
    });
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(screen.getByText('Sign in to see your items')).toBeInTheDocument();
    expect(shopApi.catalog.products).not.toHaveBeenCalled();
  });
});

describe('My Items in Arabic', () => {
  withArabic();

  it('names the tabs and the empty texts in Arabic', async () => {
    const user = userEvent.setup();
    page('/userDetails/Available');
    expect(screen.getByRole('heading', { level: 1, name: 'منتجاتي' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد منتجات متاحة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بِع قطعة' })).toHaveAttribute('href', '/sell');
    const tabs = screen.getByRole('tablist', { name: 'حالة المنتج' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.firstChild?.textContent),
    ).toEqual(['المتاحة', 'المُرسلة', 'المخفّضة', 'المُباعة', 'المؤرشفة']);
    await user.click(screen.getByRole('tab', { name: /المؤرشفة/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/userDetails/Archived');
    expect(screen.getByText('لا توجد منتجات مؤرشفة.')).toBeInTheDocument();
  });

  it('shows an item with its Arabic names, price, quantity and status', async () => {
    jest.spyOn(shopApi.catalog, 'products').mockResolvedValue([
      product({
        NameAr: 'رولكس صب مارينر',
        BrandName: 'Rolex',
        BrandNameAr: 'رولكس',
        CategoryName: 'Watches',
        CategoryNameAr: 'ساعات',
      }),
      product({ ProductID: 2, Name: 'Kelly 28', Status: 'Submitted', Price: 0 }),
    ]);
    const user = userEvent.setup();
    page('/userDetails/Available');
    const row = (await screen.findByText('رولكس صب مارينر')).closest('details')!;
    expect(within(row).getByRole('img', { name: 'رولكس صب مارينر' })).toBeInTheDocument();
    expect(within(row).getAllByText('رولكس')).toHaveLength(2);
    expect(within(row).getByText(arabicPrice(42500))).toBeInTheDocument();
    expect(within(row).getByText('الكمية: 1')).toBeInTheDocument();
    expect(within(row).getByText('متاح')).toBeInTheDocument();
    expect(within(row).getByText('ساعات')).toBeInTheDocument();
    expect(within(row).getByText(formatDate('2026-11-01'))).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'عرض في المتجر' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /المُرسلة/ }));
    expect(screen.getByText('Kelly 28')).toBeInTheDocument();
    expect(screen.getByText('بانتظار المراجعة')).toBeInTheDocument();
    expect(screen.getByText('يُحدَّد السعر عند الموافقة')).toBeInTheDocument();
    expect(screen.getByText('قيد المراجعة')).toBeInTheDocument();
  });

  it('shows the sales breakdown, payout and payout state in Arabic', async () => {
    jest
      .spyOn(shopApi.catalog, 'products')
      .mockResolvedValue([
        product({ ProductID: 5, Name: 'Birkin 30', NameAr: 'بيركين 30', Status: 'SoldOut' }),
      ]);
    jest.spyOn(accountApi.orders, 'sales').mockResolvedValue([
      sale({}),
      sale({
        OrderDetailsID: 2,
        OrderID: 35,
        Quantity: 2,
        PayoutState: 'Awaiting delivery',
        PayableFrom: null,
      }),
    ]);
    page('/userDetails/Sold');
    const sold = await screen.findByRole('article', { name: 'بيركين 30' });
    const sales = within(sold).getByRole('list', { name: 'مبيعات بيركين 30' });
    const first = within(sales).getByRole('listitem', { name: 'بيع ضمن الطلب رقم 31' });
    expect(first).toHaveTextContent(
      `بيعت بتاريخ ${formatDate('2026-11-02T12:00:00Z')} · قطعة واحدة`,
    );
    const amounts = Object.fromEntries(
      within(first)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(amounts).toEqual({
      'سعر المنتج': formatPrice(50000, 'ar'),
      الرسوم: formatPrice(3000, 'ar'),
      الشحن: formatPrice(1000, 'ar'),
      'إجمالي سعر المستخدم': formatPrice(54000, 'ar'),
      'المبلغ المستحق لك': formatPrice(50000, 'ar'),
    });
    expect(within(first).getByText('مستحق الدفع')).toBeInTheDocument();
    expect(first).toHaveTextContent(`اعتبارًا من ${formatDate('2026-11-20T09:00:00Z')}`);
    const second = within(sales).getByRole('listitem', { name: 'بيع ضمن الطلب رقم 35' });
    expect(second).toHaveTextContent('قطعتان');
    expect(within(second).getByText('بانتظار التسليم')).toBeInTheDocument();
  });
});
