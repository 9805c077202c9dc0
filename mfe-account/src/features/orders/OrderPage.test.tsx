import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, paymentPage, shopApi, type OrderView } from 'shared-contracts';
import { accountApi } from '../../api';
import { formatDate, formatDateTime } from 'shared-contracts/ui-extras';
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
  Refunds: [],
  PaymentHoldUntil: null,
  CanPay: false,
  InvoiceNumber: null,
  CouponCode: null,
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

/** A card order placed a minute ago, its pieces held for half an hour while the buyer pays. */
const HOLD_UNTIL = '2026-11-20T12:30:00Z';
const CARD: Partial<OrderView> = {
  PaymentMethod: 'card',
  PaymentStatus: 'pending',
  PaymentHoldUntil: HOLD_UNTIL,
  CanPay: true,
};
const PAID: Partial<OrderView> = {
  PaymentMethod: 'card',
  PaymentStatus: 'paid',
  CanPay: false,
  PaymentHoldUntil: null,
  InvoiceNumber: 'RLX-2026-000031',
};
const PAYMENT_URL = 'https://checkout.stripe.com/c/pay/cs_test_31';

describe('Order page paid by card', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('confirms a payment just made, asking every 2 s until it is paid', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:01:00Z') });
    const view = jest
      .spyOn(accountApi.orders, 'view')
      .mockResolvedValueOnce(order(CARD))
      .mockResolvedValueOnce(order(CARD))
      .mockResolvedValue(order(PAID));
    page('/orders/31?payment=return');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    const notice = screen.getByTestId('payment-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('Confirming your payment…');
    // No payment button while the one just made is confirmed.
    expect(screen.queryByRole('button', { name: /Pay by card|Try again/ })).not.toBeInTheDocument();
    expect(view).toHaveBeenCalledTimes(1);

    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(view).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('Confirming your payment…');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(view).toHaveBeenCalledTimes(3);
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByTestId('payment-notice')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();

    // Paid: no more asking.
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(view).toHaveBeenCalledTimes(3);
  });

  it('stops asking after a minute, says the confirmation is late and asks again on request', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:01:00Z') });
    const view = jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order(CARD));
    page('/orders/31?payment=return');
    await screen.findByText('Confirming your payment…');
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    const calls = view.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(29);
    expect(calls).toBeLessThanOrEqual(31);
    const notice = screen.getByTestId('payment-notice');
    expect(notice).toHaveTextContent('The confirmation is taking longer than usual.');
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(view).toHaveBeenCalledTimes(calls);

    view.mockResolvedValue(order(PAID));
    await act(async () => within(notice).getByRole('button', { name: 'Check again' }).click());
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it('says a payment left unfinished, with the hold, and tries again on the payment page', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order(CARD));
    const pay = jest
      .spyOn(shopApi.orders, 'pay')
      .mockResolvedValue({ status: 'success', PaymentUrl: PAYMENT_URL });
    const leave = jest.spyOn(paymentPage, 'leaveFor').mockImplementation(() => undefined);
    const user = userEvent.setup();
    page('/orders/31?payment=cancelled');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #31' })).toBeInTheDocument();
    const notice = screen.getByTestId('payment-notice');
    expect(notice).toHaveTextContent('The card payment was not completed.');
    expect(notice).toHaveTextContent(
      `We hold your pieces until ${formatDateTime(HOLD_UNTIL)}. Pay by then, or they go back on sale.`,
    );
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(pay).toHaveBeenCalledWith(31);
    expect(leave).toHaveBeenCalledWith(PAYMENT_URL);
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(within(notice).getByText('Taking you to the secure payment page…')).toBeInTheDocument();
  });

  it('offers no payment when the order can no longer be paid', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order({ ...CARD, CanPay: false }));
    page('/orders/31?payment=cancelled');
    const notice = await screen.findByTestId('payment-notice');
    expect(notice).toHaveTextContent('The card payment was not completed.');
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows a failed payment with Try again, and the provider's message when it does not start", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = jest
      .spyOn(accountApi.orders, 'view')
      .mockResolvedValue(order({ ...CARD, PaymentStatus: 'failed' }));
    jest.spyOn(shopApi.orders, 'pay').mockRejectedValue(
      new HttpError(502, {
        status: 'error',
        message: 'The card payment could not be started: Stripe is unavailable',
      }),
    );
    const leave = jest.spyOn(paymentPage, 'leaveFor');
    const user = userEvent.setup();
    page();
    const notice = await screen.findByTestId('payment-notice');
    expect(within(notice).getByText('Payment failed')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Your card was not charged.');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Payment failed');
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'The card payment could not be started: Stripe is unavailable',
    );
    expect(leave).not.toHaveBeenCalled();
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeEnabled();
    // A 502 is the provider's: the order itself has not moved, so it is not asked again.
    expect(view).toHaveBeenCalledTimes(1);
  });

  it('asks for the order again when the api refuses the payment', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = jest
      .spyOn(accountApi.orders, 'view')
      .mockResolvedValueOnce(order(CARD))
      .mockResolvedValue(order({ ...CARD, Status: 'Cancelled', CanPay: false, NextStatuses: [] }));
    jest
      .spyOn(shopApi.orders, 'pay')
      .mockRejectedValue(new HttpError(409, { status: 'error', message: 'Order 31 is Cancelled' }));
    const user = userEvent.setup();
    page();
    const notice = await screen.findByTestId('payment-notice');
    await user.click(within(notice).getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(view).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByTestId('payment-notice')).not.toBeInTheDocument());
  });

  it('says until when the pieces are held and offers to pay by card', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order(CARD));
    const pay = jest
      .spyOn(shopApi.orders, 'pay')
      .mockResolvedValue({ status: 'success', PaymentUrl: PAYMENT_URL });
    const leave = jest.spyOn(paymentPage, 'leaveFor').mockImplementation(() => undefined);
    const user = userEvent.setup();
    page();
    const notice = await screen.findByTestId('payment-notice');
    expect(within(notice).getByText(formatDateTime(HOLD_UNTIL))).toHaveAttribute(
      'datetime',
      HOLD_UNTIL,
    );
    expect(notice).toHaveTextContent('Pay by then, or they go back on sale.');
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Card');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Awaiting payment');
    await user.click(within(notice).getByRole('button', { name: 'Pay by card' }));
    expect(pay).toHaveBeenCalledWith(31);
    expect(leave).toHaveBeenCalledWith(PAYMENT_URL);
  });

  it('looks at the order again once its hold is over', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:29:00Z') });
    const view = jest
      .spyOn(accountApi.orders, 'view')
      .mockResolvedValueOnce(order(CARD))
      .mockResolvedValue(
        order({ ...CARD, Status: 'Cancelled', CanPay: false, PaymentHoldUntil: null }),
      );
    page();
    await screen.findByRole('button', { name: 'Pay by card' });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(view).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(view).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('says nothing about paying a cash-on-delivery order', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order({ CanPay: false }));
    page('/orders/31?payment=return');
    await screen.findByRole('region', { name: 'Payment' });
    expect(screen.queryByTestId('payment-notice')).not.toBeInTheDocument();
  });

  it('lists the refunds with their amount and state, and links a paid order to its invoice', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(
      order({
        ...PAID,
        Status: 'Returned',
        PaymentStatus: 'refunded',
        RefundedAmount: 6000000,
        Refunds: [
          { Amount: 4250000, Status: 'succeeded', Reference: 're_1', At: '2026-11-25T10:00:00Z' },
          { Amount: 1750000, Status: 'pending', Reference: 're_2', At: '2026-11-26T10:00:00Z' },
        ],
      }),
    );
    const user = userEvent.setup();
    page();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const refunds = within(payment).getByRole('list', { name: 'Refunds' });
    const rows = within(refunds).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('42,500 AED');
    expect(rows[0]).toHaveTextContent('Refunded');
    expect(rows[1]).toHaveTextContent('17,500 AED');
    expect(rows[1]).toHaveTextContent('Refund pending');
    expect(within(payment).getByText('RLX-2026-000031')).toBeInTheDocument();
    const link = within(payment).getByRole('link', { name: 'Invoice' });
    expect(link).toHaveAttribute('href', '/orders/31/invoice');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/31/invoice');
  });

  it('has no invoice link before the order is paid', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order(CARD));
    page();
    await screen.findByRole('region', { name: 'Payment' });
    expect(screen.queryByRole('link', { name: 'Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Refunds' })).not.toBeInTheDocument();
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

  it('says in Arabic that the card payment was not completed, with the hold, and the refunds', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(
      order({
        ...CARD,
        RefundedAmount: 4250000,
        Refunds: [{ Amount: 4250000, Status: 'failed', Reference: 're_1', At: HOLD_UNTIL }],
      }),
    );
    page('/orders/31?payment=cancelled');
    const notice = await screen.findByTestId('payment-notice');
    expect(notice).toHaveTextContent('لم يكتمل الدفع بالبطاقة.');
    expect(notice).toHaveTextContent(
      `نحتفظ لك بقطعك حتى ${formatDateTime(HOLD_UNTIL)}. ادفع قبل ذلك، وإلا فستعود للبيع من جديد.`,
    );
    expect(within(notice).getByRole('button', { name: 'إعادة المحاولة' })).toBeEnabled();
    const refunds = screen.getByRole('list', { name: 'المبالغ المستردة' });
    expect(refunds).toHaveTextContent(arabicPrice(42500));
    expect(refunds).toHaveTextContent('تعذّر الاسترداد');
  });

  it("says in Arabic why the payment did not start, the provider's reason as it came", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(accountApi.orders, 'view')
      .mockResolvedValue(order({ ...CARD, PaymentStatus: 'failed' }));
    jest.spyOn(shopApi.orders, 'pay').mockRejectedValue(
      new HttpError(502, {
        status: 'error',
        message: 'The card payment could not be started: Invalid API Key provided',
      }),
    );
    const user = userEvent.setup();
    page();
    const notice = await screen.findByTestId('payment-notice');
    expect(within(notice).getByText('فشل الدفع')).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'تعذّر بدء الدفع بالبطاقة: Invalid API Key provided',
    );
  });

  it('confirms a payment in Arabic and links to the invoice', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order(PAID));
    page('/orders/31?payment=return');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'شكرًا لطلبك' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('تم استلام الدفع');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('مدفوع');
    expect(screen.getByRole('link', { name: 'الفاتورة' })).toHaveAttribute(
      'href',
      '/orders/31/invoice',
    );
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

describe('Order page with a coupon code', () => {
  /** 102,500 AED less SALE's 900 AED, shipped free; VAT is 5/105 of 101,600 AED. */
  const WITH_SALE: Partial<OrderView> = {
    CouponCode: 'SALE',
    Total: 101600,
    Totals: {
      Subtotal: 10250000,
      Discount: 90000,
      Shipping: 0,
      VAT: 483810,
      Total: 10160000,
      Zone: 'UAE',
      VatRate: 0.05,
    },
  };
  const terms = () =>
    within(screen.getByRole('region', { name: 'Items' }))
      .getAllByRole('term')
      .map((term) => term.textContent);

  it('names the discount after its code, between Subtotal and Shipping', async () => {
    jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order(WITH_SALE));
    page();
    expect(await screen.findByTestId('order-discount')).toHaveTextContent('−900 AED');
    expect(terms()).toEqual([
      'Subtotal',
      'Discount (SALE)',
      'Shipping',
      'VAT included (5%)',
      'Total',
    ]);
    expect(screen.getByTestId('order-total')).toHaveTextContent('101,600 AED');
  });

  it('says Discount alone when the order names no code, and nothing without a discount', async () => {
    const view = jest
      .spyOn(accountApi.orders, 'view')
      .mockResolvedValue(order({ ...WITH_SALE, CouponCode: null }));
    const { unmount } = page();
    await screen.findByTestId('order-discount');
    expect(terms()).toContain('Discount');
    unmount();
    view.mockResolvedValue(order());
    page();
    await screen.findByTestId('order-total');
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();
  });

  describe('in Arabic', () => {
    withArabic();

    it('names the discount after its code in Arabic, the code left to right', async () => {
      jest.spyOn(accountApi.orders, 'view').mockResolvedValue(order(WITH_SALE));
      page();
      const discount = await screen.findByTestId('order-discount');
      expect(discount).toHaveTextContent(arabicPrice(900));
      expect(discount.previousSibling).toHaveTextContent(/^الخصم \(SALE\)$/);
      expect(within(discount.previousSibling as HTMLElement).getByText('SALE')).toHaveAttribute(
        'dir',
        'ltr',
      );
    });
  });
});
