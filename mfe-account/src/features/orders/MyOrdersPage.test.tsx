import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HttpError,
  PAGE_SIZES,
  formatPrice,
  setLanguage,
  type OrderSummary,
} from 'shared-contracts';
import { formatDate } from 'shared-contracts/ui-extras';
import { accountApi } from '../../api';
import { renderPage, withArabic } from '../../test/render';
import { MyOrdersPage } from './MyOrdersPage';

const summary = (overrides: Partial<OrderSummary>): OrderSummary => ({
  OrderID: 31,
  OrderDate: '2026-11-20T12:00:00Z',
  Pieces: 2,
  PaymentMethod: 'cash_on_delivery',
  PaymentStatus: 'pending',
  Total: 96000,
  Totals: {
    Subtotal: 9600000,
    Discount: 0,
    Shipping: 0,
    VAT: 457143,
    Total: 9600000,
    Zone: 'UAE',
    VatRate: 0.05,
  },
  Status: 'Pending',
  ...overrides,
});

/** The texts of a table's column headers, and of its body's cells row by row. */
const headerTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const page = (route = '/orders', user?: null) =>
  renderPage(<MyOrdersPage />, { path: '/orders', route, user });

beforeEach(() => {
  jest.restoreAllMocks();
});

describe('My Orders', () => {
  it('lists the orders newest first with links, dates, pieces, totals and statuses', async () => {
    const mine = jest.spyOn(accountApi.orders, 'mine').mockResolvedValue({
      data: [
        summary({}),
        summary({
          OrderID: 12,
          OrderDate: '2026-10-03T12:00:00Z',
          Pieces: 1,
          Total: 18500,
          Status: 'Delivered',
        }),
      ],
      total: 2,
    });
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My Orders' });
    expect(mine).toHaveBeenCalledWith({ page: 1, limit: PAGE_SIZES.myOrders });
    expect(headerTexts(table)).toEqual(['Order', 'Date', 'Pieces', 'Total', 'Status']);
    expect(cellTexts(table)).toEqual([
      ['Order #31', '20 Nov 2026', '2', '96,000 AED', 'Pending'],
      ['Order #12', '3 Oct 2026', '1', '18,500 AED', 'Delivered'],
    ]);
    expect(screen.getByRole('link', { name: 'Order #31' })).toHaveAttribute('href', '/orders/31');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages with the pagination when there is more than one page', async () => {
    const mine = jest.spyOn(accountApi.orders, 'mine').mockImplementation(async ({ page: at }) => ({
      data: [summary({ OrderID: at === 1 ? 40 : 7 })],
      total: PAGE_SIZES.myOrders + 1,
    }));
    const user = userEvent.setup();
    page();
    await screen.findByRole('link', { name: 'Order #40' });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Order #7' })).toBeInTheDocument();
    expect(mine).toHaveBeenLastCalledWith({ page: 2, limit: PAGE_SIZES.myOrders });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the empty state with a link to What’s New', async () => {
    jest.spyOn(accountApi.orders, 'mine').mockResolvedValue({ data: [], total: 0 });
    page();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Shop What's New" })).toHaveAttribute('href', '/Items');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading skeleton, then an error with a retry that loads again', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mine = jest
      .spyOn(accountApi.orders, 'mine')
      .mockRejectedValueOnce(new HttpError(500, { status: 'error', message: 'down' }))
      .mockResolvedValueOnce({ data: [summary({})], total: 1 });
    const user = userEvent.setup();
    page();
    expect(screen.getByLabelText('Loading your orders')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    expect(log).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Order #31' })).toBeInTheDocument();
    expect(mine).toHaveBeenCalledTimes(2);
  });

  it('asks a signed-out visitor to log in, as My Items does', () => {
    const mine = jest.spyOn(accountApi.orders, 'mine');
    const { store } = page('/orders', null);
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(screen.getByText('Sign in to see your orders')).toBeInTheDocument();
    expect(mine).not.toHaveBeenCalled();
  });
});

describe('My Orders in Arabic', () => {
  withArabic();

  it('lists the orders with Arabic headings, dates, prices and statuses', async () => {
    jest.spyOn(accountApi.orders, 'mine').mockResolvedValue({
      data: [
        summary({}),
        summary({ OrderID: 12, Pieces: 1, Total: 18500, Status: 'Delivered' }),
        summary({ OrderID: 9, Pieces: 1, Total: 700, Status: 'Authenticated' }),
      ],
      total: 3,
    });
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeInTheDocument();
    expect(screen.getByText('جميع طلباتك، الأحدث أولًا.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'طلباتي' });
    expect(headerTexts(table)).toEqual(['الطلب', 'التاريخ', 'القطع', 'الإجمالي', 'الحالة']);
    expect(cellTexts(table)).toEqual([
      [
        'الطلب رقم 31',
        formatDate('2026-11-20T12:00:00Z'),
        '2',
        formatPrice(96000, 'ar'),
        'قيد الانتظار',
      ],
      [
        'الطلب رقم 12',
        formatDate('2026-11-20T12:00:00Z'),
        '1',
        formatPrice(18500, 'ar'),
        'تم التسليم',
      ],
      [
        'الطلب رقم 9',
        formatDate('2026-11-20T12:00:00Z'),
        '1',
        formatPrice(700, 'ar'),
        'تم التحقق من الأصالة',
      ],
    ]);
    expect(formatDate('2026-11-20T12:00:00Z')).toBe('20 نوفمبر 2026');
    expect(screen.getByRole('link', { name: 'الطلب رقم 31' })).toHaveAttribute(
      'href',
      '/orders/31',
    );
    // Prices stay left to right inside the right-to-left table.
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[3].firstElementChild).toHaveAttribute(
      'dir',
      'ltr',
    );
  });

  it('shows the empty and the failure states in Arabic', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(accountApi.orders, 'mine')
      .mockRejectedValueOnce(new HttpError(500, { status: 'error', message: 'down' }))
      .mockResolvedValueOnce({ data: [], total: 0 });
    const user = userEvent.setup();
    page();
    expect(screen.getByLabelText('جارٍ تحميل طلباتك')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل طلباتك.');
    await user.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('لا توجد لديك طلبات بعد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسوّق أحدث الوصول' })).toHaveAttribute(
      'href',
      '/Items',
    );
  });

  it('asks a signed-out visitor to log in, in Arabic', () => {
    page('/orders', null);
    expect(screen.getByText('سجّل الدخول لعرض طلباتك')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فتح نافذة تسجيل الدخول' })).toBeInTheDocument();
  });

  it('goes back to the exact English texts on a switch', async () => {
    jest.spyOn(accountApi.orders, 'mine').mockResolvedValue({ data: [summary({})], total: 1 });
    page();
    await screen.findByRole('link', { name: 'الطلب رقم 31' });
    await act(() => setLanguage('en', { remember: false }));
    const table = screen.getByRole('table', { name: 'My Orders' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Order #31', '20 Nov 2026', '2', '96,000 AED', 'Pending']);
  });
});
