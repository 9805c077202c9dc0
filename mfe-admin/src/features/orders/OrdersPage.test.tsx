import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Order } from 'shared-contracts';
import { ORDER_STATUSES } from 'shared-contracts/queries';
import { adminApi } from '../../api';
import { renderPage, resetToasts } from '../../test/render';
import { OrdersPage } from './OrdersPage';

const order = (OrderID: number, Status = 'Pending', extra: Partial<Order> = {}): Order => ({
  OrderID,
  UserName: 'Layla',
  PhoneNumber: '+971500000000',
  OrderDate: '2026-03-05T10:30:00Z',
  Status,
  Address: 'Villa 3',
  ApartmentNumber: '12',
  City: 'Dubai',
  State: 'Dubai',
  Country: 'UAE',
  Street: 'Jumeirah Beach Road',
  ZipCode: '00000',
  Notes: 'Call first',
  PaymentMethod: 'cash_on_delivery',
  PaymentStatus: 'pending',
  Total: 50001,
  ...extra,
});

const rowOf = (cell: HTMLElement) => cell.closest('tr')!;

/** The cell of `row` under the column headed `header`. */
function cellOf(row: HTMLElement, header: string) {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  return within(row).getAllByRole('cell')[headers.indexOf(header)];
}

const rowIds = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('Orders list', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('lists a page of orders, newest first, with their columns and a details link', async () => {
    const page = jest
      .spyOn(adminApi.orders, 'page')
      .mockResolvedValue({ data: [order(32), order(31)], total: 2 });
    renderPage(<OrdersPage />, { path: '/ShowOrders' });
    expect(screen.getByRole('heading', { name: 'All queued orders' })).toBeInTheDocument();
    const row = rowOf(await screen.findByRole('cell', { name: '32' }));
    expect(page).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Order ID',
      'User Name',
      'Phone Number',
      'Order Date',
      'Status',
      'Payment',
      'Total',
      'Address & Notes',
      'Details',
    ]);
    expect(rowIds()).toEqual(['32', '31']);
    expect(cellOf(row, 'User Name')).toHaveTextContent('Layla');
    expect(cellOf(row, 'Phone Number')).toHaveTextContent('+971500000000');
    expect(cellOf(row, 'Order Date')).toHaveTextContent('5 Mar 2026');
    expect(cellOf(row, 'Order Date')).toHaveTextContent('10:30');
    expect(cellOf(row, 'Status')).toHaveTextContent('Pending');
    expect(cellOf(row, 'Address & Notes')).toHaveTextContent('Call first');
    expect(within(row).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/ShowOrderDetails/32',
    );
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('shows each order’s address parts and notes in one cell, its payment and total', async () => {
    jest.spyOn(adminApi.orders, 'page').mockResolvedValue({
      data: [
        order(32, 'Delivered', { PaymentMethod: 'card', PaymentStatus: 'paid', Total: 1250.5 }),
        order(31, 'Cancelled', { PaymentStatus: 'refunded', ApartmentNumber: '', Notes: '' }),
      ],
      total: 2,
    });
    renderPage(<OrdersPage />, { path: '/ShowOrders' });
    const paid = rowOf(await screen.findByRole('cell', { name: '32' }));
    expect(cellOf(paid, 'Payment')).toHaveTextContent('CardPaid');
    expect(cellOf(paid, 'Total')).toHaveTextContent('1,250.5 AED');
    expect(cellOf(paid, 'Address & Notes')).toHaveTextContent(
      'Villa 3, 12, Jumeirah Beach RoadDubai, Dubai, 00000UAECall first',
    );
    expect(within(paid).getByText('Call first')).toHaveAttribute('title', 'Call first');
    const refunded = rowOf(screen.getByRole('cell', { name: '31' }));
    expect(cellOf(refunded, 'Payment')).toHaveTextContent('Cash on deliveryRefunded');
    expect(cellOf(refunded, 'Total')).toHaveTextContent('50,001 AED');
    expect(cellOf(refunded, 'Address & Notes')).toHaveTextContent(
      /^Villa 3, Jumeirah Beach RoadDubai, Dubai, 00000UAE$/,
    );
  });

  it('offers every status in the filter and keeps filter and page in the URL', async () => {
    const user = userEvent.setup();
    const page = jest.spyOn(adminApi.orders, 'page').mockImplementation(async (q) => ({
      data: [order(q.page * 100, q.status ?? 'Pending')],
      total: 25,
    }));
    renderPage(<OrdersPage />, { path: '/ShowOrders' });
    await screen.findByText('100');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', ...ORDER_STATUSES]);

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('200')).toBeInTheDocument();
    expect(page).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');

    // A new status starts on page 1.
    await user.selectOptions(filter, 'Shipped');
    expect(await screen.findByText('100')).toBeInTheDocument();
    expect(page).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'Shipped' });
    expect(screen.getByTestId('search')).toHaveTextContent('?status=Shipped');
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('200');
    expect(page).toHaveBeenLastCalledWith({ page: 2, limit: 10, status: 'Shipped' });
    expect(screen.getByTestId('search')).toHaveTextContent('?status=Shipped&page=2');

    await user.selectOptions(filter, 'All statuses');
    await screen.findByText('100');
    expect(page).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('reads the status and page from the URL on load', async () => {
    const page = jest
      .spyOn(adminApi.orders, 'page')
      .mockResolvedValue({ data: [order(7, 'Shipped')], total: 12 });
    renderPage(<OrdersPage />, { path: '/ShowOrders', url: '/ShowOrders?status=Shipped&page=2' });
    await screen.findByText('7');
    expect(page).toHaveBeenCalledWith({ page: 2, limit: 10, status: 'Shipped' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Shipped');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores an unknown status in the URL', async () => {
    const page = jest.spyOn(adminApi.orders, 'page').mockResolvedValue({ data: [], total: 0 });
    renderPage(<OrdersPage />, { path: '/ShowOrders', url: '/ShowOrders?status=Lost&page=x' });
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith({ page: 1, limit: 10 });
  });

  it('says so when no order has the chosen status', async () => {
    jest.spyOn(adminApi.orders, 'page').mockResolvedValue({ data: [], total: 0 });
    renderPage(<OrdersPage />, { path: '/ShowOrders', url: '/ShowOrders?status=Returned' });
    expect(await screen.findByText('No Returned orders.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const page = jest
      .spyOn(adminApi.orders, 'page')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ data: [order(5)], total: 1 });
    renderPage(<OrdersPage />, { path: '/ShowOrders' });
    expect(await screen.findByText('The orders could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(page).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('5')).toBeInTheDocument();
  });
});
