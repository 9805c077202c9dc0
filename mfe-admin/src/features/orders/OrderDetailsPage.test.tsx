import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OrderStatus, type OrderView } from 'shared-contracts';
import { adminApi } from '../../api';
import { httpError, networkError, renderPage, resetToasts } from '../../test/render';
import { OrderDetailsPage } from './OrderDetailsPage';

const path = '/ShowOrderDetails/:id';
const url = '/ShowOrderDetails/31';

const NEXT: Record<OrderStatus, OrderStatus[]> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Authenticated', 'Cancelled'],
  Authenticated: ['Shipped'],
  Shipped: ['Delivered'],
  Delivered: ['Returned'],
  Cancelled: [],
  Returned: [],
};

const view = (Status: OrderStatus, extra: Partial<OrderView> = {}): OrderView => ({
  OrderID: 31,
  UserID: 7,
  UserName: 'Layla',
  OrderDate: '2026-03-05T10:30:00Z',
  Status,
  PaymentMethod: 'cash_on_delivery',
  PaymentStatus: 'pending',
  RefundedAmount: 0,
  CouponCode: null,
  Total: 50001,
  Totals: {
    Subtotal: 5000100,
    Discount: 0,
    Shipping: 0,
    VAT: 238100,
    Total: 5000100,
    Zone: 'UAE',
    VatRate: 0.05,
  },
  Pieces: 3,
  PhoneNumber: '+971500000000',
  Address: 'Villa 3',
  ApartmentNumber: '12',
  Street: 'Jumeirah Beach Road',
  City: 'Dubai',
  State: 'Dubai',
  Zip: '00000',
  Country: 'UAE',
  Notes: 'Call first',
  Carrier: null,
  TrackingNumber: null,
  Lines: [
    {
      OrderDetailsID: 70,
      ProductID: 12,
      ProductName: 'Kelly 28',
      Image: '/uploads/kelly.webp',
      Quantity: 1,
      Price: 48500,
    },
    {
      OrderDetailsID: 71,
      ProductID: 14,
      ProductName: 'Lady Dior',
      Image: '',
      Quantity: 2,
      Price: 750.5,
    },
  ],
  Refunds: [],
  PaymentHoldUntil: null,
  CanPay: false,
  InvoiceNumber: null,
  Timeline: [
    { Status: 'Pending', At: '2026-03-05T10:30:00Z', By: 'buyer', Note: '' },
    { Status: 'Confirmed', At: '2026-03-06T09:15:00Z', By: 'admin (Admin)', Note: 'Paid' },
  ],
  NextStatuses: NEXT[Status],
  ...extra,
});

const ok = { status: 'success' as const, message: 'ok' };

function mockOrder(...views: OrderView[]) {
  jest.spyOn(adminApi.orders, 'details').mockResolvedValue([
    { OrderDetailsID: 70, OrderID: 31, ProductID: 12, Quantity: 1, Price: 48500 },
    { OrderDetailsID: 71, OrderID: 31, ProductID: 14, Quantity: 2, Price: 750.5 },
  ]);
  const spy = jest.spyOn(adminApi.orders, 'view');
  for (const next of views.slice(0, -1)) spy.mockResolvedValueOnce(next);
  spy.mockResolvedValue(views[views.length - 1]);
  return spy;
}

const summary = () => screen.getByRole('region', { name: 'Summary' });
const markButtons = () =>
  within(summary())
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('Order details', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('keeps the lines with prices in AED, names and photos, and goes back to the orders', async () => {
    const user = userEvent.setup();
    mockOrder(view('Pending'));
    renderPage(<OrderDetailsPage />, { path, url });
    expect(screen.getByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    const row = (await screen.findByText('70')).closest('tr')!;
    expect(adminApi.orders.details).toHaveBeenCalledWith(31);
    expect(within(row).getByText('48,500 AED')).toBeInTheDocument();
    expect(screen.getByText('750.5 AED')).toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Order lines table' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order Detail ID', 'Order ID', 'Product ID', 'Product', 'Quantity', 'Price']);
    expect(await within(row).findByText('Kelly 28')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Kelly 28' })).toHaveAttribute(
      'src',
      expect.stringContaining('kelly'),
    );
    const second = within(lines).getByText('71').closest('tr')!;
    expect(within(second).getByText('Lady Dior')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoice' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ShowOrders');
  });

  it('shows status, total, buyer, shipping address and the timeline', async () => {
    mockOrder(view('Confirmed'));
    renderPage(<OrderDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Summary' });
    expect(adminApi.orders.view).toHaveBeenCalledWith(31);
    const facts = within(summary());
    expect(facts.getByText('Status').nextSibling).toHaveTextContent('Confirmed');
    expect(facts.getByText('Total').nextSibling).toHaveTextContent('50,001 AED');
    expect(facts.getByText('Buyer').nextSibling).toHaveTextContent('Layla');
    expect(facts.getByText('Shipping address').nextSibling).toHaveTextContent(
      'Villa 3, 12, Jumeirah Beach Road Dubai, Dubai, 00000 UAE',
    );
    expect(facts.queryByText('Carrier')).not.toBeInTheDocument();
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    const events = timeline.getAllByRole('listitem');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('Pending');
    expect(events[0]).toHaveTextContent('5 Mar 2026, 10:30');
    expect(events[0]).toHaveTextContent('buyer');
    expect(events[1]).toHaveTextContent('Confirmed');
    expect(events[1]).toHaveTextContent('6 Mar 2026, 09:15');
    expect(events[1]).toHaveTextContent('admin (Admin)');
    expect(events[1]).toHaveTextContent('Paid');
  });

  it('shows the carrier and tracking number once shipped', async () => {
    mockOrder(view('Shipped', { Carrier: 'Aramex', TrackingNumber: 'AX123' }));
    renderPage(<OrderDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Summary' });
    const facts = within(summary());
    expect(facts.getByText('Carrier').nextSibling).toHaveTextContent('Aramex');
    expect(facts.getByText('Tracking number').nextSibling).toHaveTextContent('AX123');
  });

  it.each<[OrderStatus, string[]]>([
    ['Pending', ['Mark as Confirmed', 'Mark as Cancelled', 'Mark as paid']],
    ['Confirmed', ['Mark as Authenticated', 'Mark as Cancelled', 'Mark as paid']],
    ['Authenticated', ['Mark as Shipped', 'Mark as paid']],
    ['Shipped', ['Mark as Delivered', 'Mark as paid']],
    ['Delivered', ['Mark as Returned', 'Mark as paid']],
    ['Cancelled', []],
    ['Returned', []],
  ])('offers the next steps of a %s order', async (status, buttons) => {
    mockOrder(view(status));
    renderPage(<OrderDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Summary' });
    expect(markButtons()).toEqual(buttons);
  });

  it('marks the order with the status on screen as From and refreshes it', async () => {
    const user = userEvent.setup();
    const viewSpy = mockOrder(view('Pending'), view('Confirmed'));
    const setStatus = jest.spyOn(adminApi.orders, 'setStatus').mockResolvedValue(ok);
    const page = jest.spyOn(adminApi.orders, 'page');
    renderPage(<OrderDetailsPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark as Confirmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move order #31 to Confirmed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Confirmed' }));
    expect(setStatus).toHaveBeenCalledWith({ OrderID: 31, Status: 'Confirmed', From: 'Pending' });
    expect(await screen.findByText('Order marked as Confirmed!')).toBeInTheDocument();
    await waitFor(() => expect(viewSpy).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Mark as Authenticated' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page).not.toHaveBeenCalled();
  });

  it.each<[OrderStatus, OrderStatus, string]>([
    ['Pending', 'Confirmed', 'The order is accepted'],
    ['Confirmed', 'Authenticated', 'The experts checked the pieces'],
    ['Shipped', 'Delivered', 'the return window starts now'],
    ['Pending', 'Cancelled', 'its pieces go back on sale'],
    ['Delivered', 'Returned', 'they go back on sale'],
  ])(
    'asks before moving a %s order to %s, and sends nothing when declined',
    async (from, to, meaning) => {
      const user = userEvent.setup();
      mockOrder(view(from));
      const setStatus = jest.spyOn(adminApi.orders, 'setStatus').mockResolvedValue(ok);
      renderPage(<OrderDetailsPage />, { path, url });
      await user.click(await screen.findByRole('button', { name: `Mark as ${to}` }));
      let dialog = await screen.findByRole('dialog', { name: `Move order #31 to ${to}?` });
      expect(dialog).toHaveTextContent(`From ${from} to ${to}.`);
      expect(dialog).toHaveTextContent(meaning);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(setStatus).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: `Mark as ${to}` }));
      dialog = await screen.findByRole('dialog', { name: `Move order #31 to ${to}?` });
      await user.click(within(dialog).getByRole('button', { name: `Mark as ${to}` }));
      expect(setStatus).toHaveBeenCalledWith({ OrderID: 31, Status: to, From: from });
      expect(await screen.findByText(`Order marked as ${to}!`)).toBeInTheDocument();
    },
  );

  it.each<[OrderStatus, OrderStatus]>([
    ['Confirmed', 'Cancelled'],
    ['Delivered', 'Returned'],
  ])('says the payment of a paid %s order is refunded when it is %s', async (from, to) => {
    const user = userEvent.setup();
    mockOrder(view(from, { PaymentMethod: 'card', PaymentStatus: 'paid' }));
    renderPage(<OrderDetailsPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: `Mark as ${to}` }));
    const dialog = await screen.findByRole('dialog', { name: `Move order #31 to ${to}?` });
    expect(dialog).toHaveTextContent(
      'The payment of 50,001 AED (Card) will be refunded to the buyer.',
    );
  });

  it('says nothing is refunded when an unpaid order is cancelled', async () => {
    const user = userEvent.setup();
    mockOrder(view('Pending'));
    renderPage(<OrderDetailsPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark as Cancelled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move order #31 to Cancelled?' });
    expect(dialog).toHaveTextContent('No payment was received, so nothing is refunded.');
    expect(dialog).not.toHaveTextContent('will be refunded');
  });

  it('does not speak of refunds for a move that does not end the order', async () => {
    const user = userEvent.setup();
    mockOrder(view('Confirmed', { PaymentStatus: 'paid' }));
    renderPage(<OrderDetailsPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark as Authenticated' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move order #31 to Authenticated?' });
    expect(dialog).not.toHaveTextContent(/refund/i);
  });

  it('lists the refunds and links the invoice of a paid order', async () => {
    mockOrder(
      view('Returned', {
        PaymentMethod: 'card',
        PaymentStatus: 'refunded',
        RefundedAmount: 5000100,
        InvoiceNumber: 'INV-2026-000031',
        Refunds: [
          { Amount: 1000000, Status: 'failed', Reference: 're_1', At: '2026-03-09T08:00:00Z' },
          { Amount: 5000100, Status: 'succeeded', Reference: 're_2', At: '2026-03-10T12:45:00Z' },
        ],
      }),
    );
    renderPage(<OrderDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Summary' });
    const facts = within(summary());
    expect(facts.getByText('Payment status').nextSibling).toHaveTextContent('Refunded');
    expect(facts.getByText('Invoice number').nextSibling).toHaveTextContent('INV-2026-000031');
    const refunds = within(facts.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refunds).toHaveLength(2);
    expect(refunds[0]).toHaveTextContent('10,000 AED');
    expect(refunds[0]).toHaveTextContent('Refund failed');
    expect(refunds[0]).toHaveTextContent('9 Mar 2026, 08:00');
    expect(refunds[1]).toHaveTextContent('50,001 AED');
    expect(refunds[1]).toHaveTextContent('Refunded');
    expect(refunds[1]).toHaveTextContent('10 Mar 2026, 12:45');
    expect(screen.getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      '/orders/31/invoice',
    );
  });

  it('shows no refunds section without refunds', async () => {
    mockOrder(view('Pending'));
    renderPage(<OrderDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Summary' });
    expect(screen.queryByRole('list', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it('shows the payment and marks a cash-on-delivery order paid after asking', async () => {
    const user = userEvent.setup();
    const viewSpy = mockOrder(view('Delivered'), view('Delivered', { PaymentStatus: 'paid' }));
    const markOrderPaid = jest.spyOn(adminApi.orders, 'markOrderPaid').mockResolvedValue(ok);
    renderPage(<OrderDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Summary' });
    const facts = within(summary());
    expect(facts.getByText('Payment method').nextSibling).toHaveTextContent('Cash on delivery');
    expect(facts.getByText('Payment status').nextSibling).toHaveTextContent('Awaiting payment');

    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    let dialog = await screen.findByRole('dialog', { name: 'Record the cash collected?' });
    expect(dialog).toHaveTextContent('Order #31 will show as Paid: 50,001 AED collected');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(markOrderPaid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    dialog = await screen.findByRole('dialog', { name: 'Record the cash collected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(markOrderPaid).toHaveBeenCalledWith(31);
    expect(await screen.findByText('Order marked as paid!')).toBeInTheDocument();
    await waitFor(() => expect(viewSpy).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(within(summary()).getByText('Payment status').nextSibling).toHaveTextContent('Paid'),
    );
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server refusal of a payment already recorded', async () => {
    const user = userEvent.setup();
    mockOrder(view('Pending'));
    jest
      .spyOn(adminApi.orders, 'markOrderPaid')
      .mockRejectedValue(httpError(409, 'Order 31 is already paid'));
    renderPage(<OrderDetailsPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the cash collected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(
      await screen.findByText('Failed to record the payment: Order 31 is already paid'),
    ).toBeInTheDocument();
  });

  it('asks the carrier and tracking number before marking as shipped', async () => {
    const user = userEvent.setup();
    mockOrder(view('Authenticated'), view('Shipped', { Carrier: 'Aramex', TrackingNumber: 'AX1' }));
    const setStatus = jest.spyOn(adminApi.orders, 'setStatus').mockResolvedValue(ok);
    renderPage(<OrderDetailsPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move order #31 to Shipped?' });
    expect(dialog).toHaveTextContent('From Authenticated to Shipped.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(within(dialog).getByText('Carrier is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Tracking number is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Carrier')).toHaveAttribute('aria-invalid', 'true');
    expect(setStatus).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Carrier'), ' Aramex ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(within(dialog).queryByText('Carrier is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Tracking number is required')).toBeInTheDocument();
    expect(setStatus).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Tracking number'), 'AX1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(setStatus).toHaveBeenCalledWith({
      OrderID: 31,
      Status: 'Shipped',
      From: 'Authenticated',
      Carrier: 'Aramex',
      TrackingNumber: 'AX1',
    });
    expect(await screen.findByText('Order marked as Shipped!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(summary()).findByText('AX1')).toBeInTheDocument();
  });

  it('keeps the shipping dialog open when the server refuses', async () => {
    const user = userEvent.setup();
    mockOrder(view('Authenticated'));
    jest
      .spyOn(adminApi.orders, 'setStatus')
      .mockRejectedValue(httpError(400, 'Tracking number is too long'));
    renderPage(<OrderDetailsPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move order #31 to Shipped?' });
    await user.type(within(dialog).getByLabelText('Carrier'), 'DHL');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(
      await screen.findByText('Failed to update the order: Tracking number is too long'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Move order #31 to Shipped?' })).toBeInTheDocument();
  });

  it('shows the server message of a 409 and refreshes the order', async () => {
    const user = userEvent.setup();
    const viewSpy = mockOrder(view('Pending'), view('Cancelled'));
    jest
      .spyOn(adminApi.orders, 'setStatus')
      .mockRejectedValue(httpError(409, 'The order is Cancelled now, not Pending'));
    renderPage(<OrderDetailsPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark as Confirmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move order #31 to Confirmed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Confirmed' }));
    await waitFor(() => expect(viewSpy).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(markButtons()).toEqual([]));
    expect(within(summary()).getByText('Status').nextSibling).toHaveTextContent('Cancelled');
    // The question was about a Pending order: it goes once the order is shown Cancelled, and the
    // refusal (shown over the dialog while it was open) stays on the page.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByText('Failed to update the order: The order is Cancelled now, not Pending'),
    ).toBeInTheDocument();
  });

  it('reports a refusal answered as a status and a network failure', async () => {
    const user = userEvent.setup();
    const viewSpy = mockOrder(view('Shipped'));
    jest
      .spyOn(adminApi.orders, 'setStatus')
      .mockResolvedValueOnce({ status: 'error', message: 'Not delivered yet' })
      .mockRejectedValueOnce(networkError());
    renderPage(<OrderDetailsPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move order #31 to Delivered?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }));
    expect(
      await screen.findByText('Failed to update the order: Not delivered yet'),
    ).toBeInTheDocument();
    // A refused move keeps the question open, to try again or cancel.
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }));
    expect(
      await screen.findByText(
        'Failed to update the order: An error occurred. Please try again later.',
      ),
    ).toBeInTheDocument();
    // Neither failure moved the order: it is not reloaded.
    expect(viewSpy).toHaveBeenCalledTimes(1);
  });

  it('shows "Error fetching order details." when the lines cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(adminApi.orders, 'details').mockRejectedValue(networkError());
    jest.spyOn(adminApi.orders, 'view').mockRejectedValue(networkError());
    renderPage(<OrderDetailsPage />, { path, url });
    expect(await screen.findByText('Error fetching order details.')).toBeInTheDocument();
    expect(await screen.findByText('The order could not be loaded.')).toBeInTheDocument();
  });
});
