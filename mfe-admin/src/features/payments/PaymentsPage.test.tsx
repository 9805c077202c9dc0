import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PaymentRecord } from 'shared-contracts';
import { adminApi } from '../../api';
import { renderPage, resetToasts } from '../../test/render';
import { PaymentsPage } from './PaymentsPage';

const path = '/ShowPayments';

const payment = (PaymentID: number, extra: Partial<PaymentRecord> = {}): PaymentRecord => ({
  PaymentID,
  OrderID: PaymentID + 30,
  BuyerName: 'Layla',
  Method: 'cash_on_delivery',
  Provider: 'cash_on_delivery',
  Reference: '',
  Amount: 5000100,
  RefundedAmount: 0,
  Status: 'pending',
  CreatedAt: '2026-03-05T10:30:00Z',
  PaidAt: null,
  Refunds: [],
  ...extra,
});

const card = payment(2, {
  BuyerName: 'Omar',
  Method: 'card',
  Provider: 'stripe',
  Reference: 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789',
  Amount: 125050,
  RefundedAmount: 125050,
  Status: 'refunded',
  PaidAt: '2026-03-06T09:15:00Z',
  Refunds: [
    { Amount: 25000, Status: 'failed', Reference: 're_1', At: '2026-03-07T08:00:00Z' },
    { Amount: 125050, Status: 'succeeded', Reference: 're_2', At: '2026-03-08T08:00:00Z' },
  ],
});

const rowOf = (cell: HTMLElement) => cell.closest('tr')!;

/** The cell of `row` under the column headed `header`. */
function cellOf(row: HTMLElement, header: string) {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  return within(row).getAllByRole('cell')[headers.indexOf(header)];
}

const orderIds = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('Payments', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('lists a page of payments with their order, method, amount in AED, status and refunds', async () => {
    const page = jest
      .spyOn(adminApi.payments, 'page')
      .mockResolvedValue({ data: [card, payment(1)], total: 2 });
    renderPage(<PaymentsPage />, { path });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '#32' });
    expect(page).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Order',
      'Buyer',
      'Method',
      'Provider',
      'Reference',
      'Amount',
      'Status',
      'Refunds',
      'Date',
    ]);
    expect(orderIds()).toEqual(['#32', '#31']);
    expect(link).toHaveAttribute('href', '/ShowOrderDetails/32');

    const row = rowOf(link);
    expect(cellOf(row, 'Buyer')).toHaveTextContent('Omar');
    expect(cellOf(row, 'Method')).toHaveTextContent('Card');
    expect(cellOf(row, 'Provider')).toHaveTextContent('Stripe');
    const reference = within(cellOf(row, 'Reference')).getByText(card.Reference);
    expect(reference).toHaveAttribute('title', card.Reference);
    expect(cellOf(row, 'Amount')).toHaveTextContent('1,250.5 AED');
    expect(cellOf(row, 'Status')).toHaveTextContent('Refunded');
    const refunds = within(
      within(cellOf(row, 'Refunds')).getByRole('list', { name: 'Refunds of order #32' }),
    ).getAllByRole('listitem');
    expect(refunds.map((item) => item.textContent)).toEqual([
      '250 AEDRefund failed',
      '1,250.5 AEDRefunded',
    ]);
    expect(cellOf(row, 'Date')).toHaveTextContent('5 Mar 2026');
    expect(cellOf(row, 'Date')).toHaveTextContent('10:30');

    const cash = rowOf(screen.getByRole('link', { name: '#31' }));
    expect(cellOf(cash, 'Method')).toHaveTextContent('Cash on delivery');
    expect(cellOf(cash, 'Reference')).toHaveTextContent('—');
    expect(cellOf(cash, 'Amount')).toHaveTextContent('50,001 AED');
    expect(cellOf(cash, 'Status')).toHaveTextContent('Awaiting payment');
    expect(cellOf(cash, 'Refunds')).toHaveTextContent('—');
    expect(screen.getByText('2 payments, newest first.')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('filters by payment status and keeps the filter and page in the URL', async () => {
    const user = userEvent.setup();
    const page = jest.spyOn(adminApi.payments, 'page').mockImplementation(async (q) => ({
      data: [payment(q.page * 100, { Status: q.status ?? 'pending' })],
      total: 25,
    }));
    renderPage(<PaymentsPage />, { path });
    await screen.findByRole('link', { name: '#130' });
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Awaiting payment', 'Paid', 'Payment failed', 'Refunded']);

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: '#230' })).toBeInTheDocument();
    expect(page).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');

    // A new status starts on page 1.
    await user.selectOptions(filter, 'Paid');
    expect(await screen.findByRole('link', { name: '#130' })).toBeInTheDocument();
    expect(page).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'paid' });
    expect(screen.getByTestId('search')).toHaveTextContent('?status=paid');
    expect(screen.getByText('25 payments with the status Paid.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: '#230' });
    expect(page).toHaveBeenLastCalledWith({ page: 2, limit: 10, status: 'paid' });
    expect(screen.getByTestId('search')).toHaveTextContent('?status=paid&page=2');

    await user.selectOptions(filter, 'All');
    await screen.findByRole('link', { name: '#130' });
    expect(page).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('reads the status and page from the URL and ignores an unknown status', async () => {
    const page = jest
      .spyOn(adminApi.payments, 'page')
      .mockResolvedValue({ data: [payment(7, { Status: 'failed' })], total: 12 });
    const { unmount } = renderPage(<PaymentsPage />, {
      path,
      url: '/ShowPayments?status=failed&page=2',
    });
    await screen.findByRole('link', { name: '#37' });
    expect(page).toHaveBeenCalledWith({ page: 2, limit: 10, status: 'failed' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    unmount();

    renderPage(<PaymentsPage />, { path, url: '/ShowPayments?status=Lost' });
    await screen.findByRole('link', { name: '#37' });
    expect(page).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
  });

  it('shows the table busy while the first page loads', async () => {
    let answer: (value: { data: PaymentRecord[]; total: number }) => void = () => {};
    jest
      .spyOn(adminApi.payments, 'page')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(<PaymentsPage />, { path });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(
      screen.getByText('What buyers paid for their orders, and what went back to them.'),
    ).toBeInTheDocument();
    answer({ data: [payment(1)], total: 1 });
    expect(await screen.findByRole('link', { name: '#31' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('says when there are no payments, or none with the chosen status', async () => {
    jest.spyOn(adminApi.payments, 'page').mockResolvedValue({ data: [], total: 0 });
    const { unmount } = renderPage(<PaymentsPage />, { path });
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    unmount();

    renderPage(<PaymentsPage />, { path, url: '/ShowPayments?status=refunded' });
    expect(await screen.findByText('No payments with the status Refunded.')).toBeInTheDocument();
  });

  it('offers to try again when the payments cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const page = jest
      .spyOn(adminApi.payments, 'page')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ data: [payment(5)], total: 1 });
    renderPage(<PaymentsPage />, { path });
    expect(await screen.findByText('The payments could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(page).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('link', { name: '#35' })).toBeInTheDocument();
  });
});
