import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type OrderView } from 'shared-contracts';
import { accountApi } from 'shared-contracts/src/queries';
import { formatDate, formatDateTime } from 'shared-contracts/src/ui-extras';
import { arabicPrice, renderPage, withArabic } from '../../test/render';
import { OrderPage } from './OrderPage';

const order = (overrides: Partial<OrderView> = {}): OrderView => ({
  OrderID: 31,
  UserID: 7,
  UserName: 'layla',
  OrderDate: '2026-11-20T12:00:00Z',
  PaymentMethod: 'cash_on_delivery',
  PaymentStatus: 'pending',
  RefundedAmount: 0,
  Status: 'Pending',
  Total: 102500,
  Totals: {
    Subtotal: 10250000,
    Discount: 0,
    Shipping: 0,
    VAT: 488095,
    Total: 10250000,
    Zone: 'UAE',
    VatRate: 0.05,
  },
  Pieces: 3,
  PhoneNumber: '+971 50 123 4567',
  Address: 'Villa 12',
  ApartmentNumber: 'Apt 4',
  Street: 'Al Wasl Road',
  City: 'Dubai',
  State: 'Dubai',
  Zip: '00000',
  Country: 'United Arab Emirates',
  Notes: '',
  Carrier: null,
  TrackingNumber: null,
  Lines: [
    {
      OrderDetailsID: 1,
      ProductID: 4,
      ProductName: 'Rolex Submariner',
      Image: '/uploads/sub.webp',
      Quantity: 1,
      Price: 42500,
    },
    {
      OrderDetailsID: 2,
      ProductID: 9,
      ProductName: 'Tank Must',
      Image: '',
      Quantity: 2,
      Price: 30000,
    },
  ],
  Timeline: [{ Status: 'Pending', At: '2026-11-20T12:00:00Z', By: 'buyer', Note: '' }],
  NextStatuses: ['Cancelled'],
  ...overrides,
});

const page = (route: string | { pathname: string; state: unknown } = '/orders/31', user?: null) =>
  renderPage(<OrderPage />, {
    path: '/orders/:OrderID',
    route,
    user,
    extraRoutes: [{ path: '/orders', element: <p>My Orders list</p> }],
  });

beforeEach(() => {
  jest.restoreAllMocks();
});

/** An order on its way: carrier and tracking number, nothing left for the buyer to do. */
const SHIPPED: Partial<OrderView> = {
  Status: 'Shipped',
  Carrier: 'Aramex',
  TrackingNumber: 'AX123456789',
  NextStatuses: [],
};

describe('Order page', () => {
  it('thanks the buyer arriving from checkout, with the number, payment and totals', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order());
    page({ pathname: '/orders/31', state: { placed: true } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Order #31 is placed/)).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Payment method').nextSibling).toHaveTextContent(
      'Cash on delivery',
    );
    expect(within(payment).getByText('Payment status').nextSibling).toHaveTextContent(
      'Awaiting payment',
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('102,500 AED');
  });

  it('is the ordinary order page when not arriving from checkout, and shows a refund', async () => {
    jest
      .spyOn(accountApi.orders, 'view')
      .mockResolvedValue(
        order({ Status: 'Cancelled', PaymentStatus: 'refunded', RefundedAmount: 10250000 }),
      );
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #31' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your order')).not.toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Payment status').nextSibling).toHaveTextContent('Refunded');
    expect(within(payment).getByText('Refunded', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '102,500 AED',
    );
  });

  it('shows the order: status, date, items, total and shipping address', async () => {
    const view = jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order());
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #31' })).toBeInTheDocument();
    expect(view).toHaveBeenCalledWith(31);
    expect(screen.getByText('Placed on')).toHaveTextContent('Placed on 20 Nov 2026');
    expect(screen.getByText('Pending', { selector: 'span' })).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Items' });
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByRole('link', { name: 'Rolex Submariner' })).toHaveAttribute(
      'href',
      '/Items/4',
    );
    expect(within(lines[0]).getByRole('img', { name: 'Rolex Submariner' })).toHaveAttribute(
      'src',
      '/uploads/sub-thumb.webp',
    );
    expect(lines[0]).toHaveTextContent('1 piece');
    expect(lines[0]).toHaveTextContent('42,500 AED');
    expect(lines[1]).toHaveTextContent('2 pieces');
    expect(lines[1]).toHaveTextContent('30,000 AED each');
    expect(within(lines[1]).getByLabelText('No Image Available')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('102,500 AED');

    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('Al Wasl Road, Apt 4');
    expect(shipping).toHaveTextContent('Dubai, Dubai, 00000');
    expect(shipping).toHaveTextContent('United Arab Emirates');
    // Not shipped yet: no tracking.
    expect(screen.queryByText('Tracking number')).not.toBeInTheDocument();
  });

  it('shows the timeline oldest first and the carrier and tracking number once shipped', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(
      order({
        ...SHIPPED,
        Timeline: [
          { Status: 'Shipped', At: '2026-11-23T09:30:00Z', By: 'admin (Omar)', Note: '' },
          { Status: 'Pending', At: '2026-11-20T12:00:00Z', By: 'buyer', Note: '' },
          { Status: 'Confirmed', At: '2026-11-21T08:00:00Z', By: 'admin (Omar)', Note: 'Paid' },
        ],
      }),
    );
    page();
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => within(event).getByRole('strong').textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Shipped',
    ]);
    expect(events[2]).toHaveTextContent(formatDateTime('2026-11-23T09:30:00Z'));
    expect(events[1]).toHaveTextContent('Paid');

    const tracking = screen.getByRole('region', { name: 'Tracking' });
    const terms = within(tracking).getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Carrier', 'Aramex'],
      ['Tracking number', 'AX123456789'],
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('cancels after the browser confirmation, notifies and shows the refreshed order', async () => {
    const view = jest
      .spyOn(accountApi.orders, 'view')
      .mockResolvedValueOnce(order())
      .mockResolvedValueOnce(
        order({
          Status: 'Cancelled',
          NextStatuses: [],
          Timeline: [
            { Status: 'Pending', At: '2026-11-20T12:00:00Z', By: 'buyer', Note: '' },
            { Status: 'Cancelled', At: '2026-11-20T13:00:00Z', By: 'buyer', Note: '' },
          ],
        }),
      );
    const cancel = jest
      .spyOn(accountApi.orders, 'cancel')
      .mockResolvedValue({ status: 'success', message: 'Order cancelled' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const user = userEvent.setup();
    const { store } = page();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel this order?');
    expect(cancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(cancel).toHaveBeenCalledWith(31);
    expect(
      await within(await screen.findByRole('list', { name: 'Timeline' })).findByText('Cancelled'),
    ).toBeInTheDocument();
    expect(store.getState().ui.alert).toMatchObject({
      message: 'Your order was cancelled.',
      variant: 'success',
    });
    expect(view).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the cancel is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order());
    jest
      .spyOn(accountApi.orders, 'cancel')
      .mockRejectedValue(
        new HttpError(409, { status: 'error', message: 'Order moved from Confirmed' }),
      );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    const { store } = page();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toMatchObject({
        message: 'Order moved from Confirmed',
        variant: 'error',
      }),
    );
  });

  it('shows Order not found on a 404, with a link back to My Orders', async () => {
    jest
      .spyOn(accountApi.orders, 'view')
      .mockRejectedValue(new HttpError(404, { status: 'error', message: 'Order not found' }));
    const user = userEvent.setup();
    page('/orders/999');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to My Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
  });

  it('shows an error with a retry when the order cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(accountApi.orders, 'view')
      .mockRejectedValueOnce(new HttpError(0))
      .mockResolvedValueOnce(order());
    const user = userEvent.setup();
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent('This order could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', () => {
    const view = jest.spyOn(accountApi.orders, 'view');
    const { store } = page('/orders/31', null);
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(screen.getByText('Sign in to see your orders')).toBeInTheDocument();
    expect(view).not.toHaveBeenCalled();
  });
});

describe('Order page in Arabic', () => {
  withArabic();

  it('thanks the buyer in Arabic, with the payment method and status', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order());
    page({ pathname: '/orders/31', state: { placed: true } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'شكرًا لطلبك' }),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'الدفع' });
    expect(payment).toHaveTextContent('الدفع عند الاستلام');
    expect(payment).toHaveTextContent('بانتظار الدفع');
  });

  it('shows the order, its lines, shipping, tracking and timeline in Arabic', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(
      order({
        ...SHIPPED,
        Timeline: [
          { Status: 'Pending', At: '2026-11-20T12:00:00Z', By: 'buyer', Note: '' },
          { Status: 'Shipped', At: '2026-11-23T09:30:00Z', By: 'admin (Omar)', Note: '' },
        ],
      }),
    );
    page();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الطلب رقم 31' }),
    ).toBeInTheDocument();
    expect(screen.getByText('تم الشحن', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/^تاريخ الطلب/)).toHaveTextContent(
      `تاريخ الطلب ${formatDate('2026-11-20T12:00:00Z')}`,
    );
    expect(screen.getByRole('link', { name: 'العودة إلى طلباتي' })).toHaveAttribute(
      'href',
      '/orders',
    );

    const lines = within(screen.getByRole('region', { name: 'المنتجات' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('قطعة واحدة');
    expect(lines[0]).toHaveTextContent(arabicPrice(42500));
    expect(lines[1]).toHaveTextContent('قطعتان');
    expect(lines[1]).toHaveTextContent(`${arabicPrice(30000)} للقطعة`);
    expect(within(lines[1]).getByLabelText('لا تتوفر صورة')).toBeInTheDocument();
    expect(screen.getByText('الإجمالي')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(arabicPrice(102500));

    const shipping = screen.getByRole('region', { name: 'عنوان الشحن' });
    expect(within(shipping).getByText('+971 50 123 4567')).toHaveAttribute('dir', 'ltr');

    const tracking = screen.getByRole('region', { name: 'تتبّع الشحنة' });
    expect(
      within(tracking)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['شركة الشحن', 'Aramex'],
      ['رقم التتبّع', 'AX123456789'],
    ]);

    const timeline = screen.getByRole('list', { name: 'مراحل الطلب' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => within(event).getByRole('strong').textContent)).toEqual([
      'قيد الانتظار',
      'تم الشحن',
    ]);
    expect(events[1]).toHaveTextContent(formatDateTime('2026-11-23T09:30:00Z'));
  });

  it('cancels after an Arabic confirmation and says so in Arabic', async () => {
    jest
      .spyOn(accountApi.orders, 'view')
      .mockResolvedValueOnce(order())
      .mockResolvedValueOnce(order({ Status: 'Cancelled', NextStatuses: [] }));
    jest
      .spyOn(accountApi.orders, 'cancel')
      .mockResolvedValue({ status: 'success', message: 'تم إلغاء الطلب' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    const { store } = page();
    await user.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    expect(confirm).toHaveBeenCalledWith('هل أنت متأكد من رغبتك في إلغاء هذا الطلب؟');
    await waitFor(() =>
      expect(store.getState().ui.alert).toMatchObject({
        message: 'تم إلغاء طلبك.',
        variant: 'success',
      }),
    );
    expect(await screen.findByText('ملغى', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows the not-found and the failure states in Arabic', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(accountApi.orders, 'view')
      .mockRejectedValueOnce(new HttpError(404, { status: 'error', message: 'Order not found' }));
    page('/orders/999');
    expect(await screen.findByRole('heading', { name: 'الطلب غير موجود' })).toBeInTheDocument();
    expect(screen.getByText('لا يوجد طلب بهذا الرقم ضمن طلباتك.')).toBeInTheDocument();
  });

  it('shows a failed load with its retry in Arabic', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(accountApi.orders, 'view').mockRejectedValueOnce(new HttpError(0));
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل هذا الطلب.');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
