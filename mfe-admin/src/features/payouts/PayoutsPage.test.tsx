import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Sale, type SellerPayouts } from 'shared-contracts';
import { adminApi } from '../../api';
import { httpError, networkError, renderPage, resetToasts } from '../../test/render';
import { PayoutsPage } from './PayoutsPage';

const sale = (
  OrderDetailsID: number,
  OrderID: number,
  ProductName: string,
  Payout: number,
): Sale => ({
  OrderDetailsID,
  OrderID,
  OrderDate: '2026-01-05T10:00:00Z',
  ProductID: OrderDetailsID + 100,
  ProductName,
  Quantity: 1,
  Price: Payout + 500,
  ProductPrice: Payout,
  FeesPrice: 400,
  ShippingPrice: 100,
  Payout,
  OrderStatus: 'Delivered',
  PayoutState: 'Payable',
  PayableFrom: '2026-01-20T10:00:00Z',
  PaidAt: null,
});

const sellers: SellerPayouts[] = [
  {
    UserID: 7,
    UserName: 'Layla',
    Email: 'layla@reluxe.ae',
    Amount: 60500,
    Sales: [sale(70, 31, 'Kelly 28', 48500), { ...sale(71, 32, 'Lady Dior', 6000), Quantity: 2 }],
  },
  {
    UserID: 9,
    UserName: 'Omar',
    Email: 'omar@reluxe.ae',
    Amount: 1250.5,
    Sales: [sale(80, 40, 'Tank watch', 1250.5)],
  },
];

const path = '/ShowPayouts';
const ok = { status: 'success' as const, message: 'ok' };
const card = (name: string) => screen.getByRole('region', { name });

describe('Payouts', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('shows each seller with the amount due and the payable sales', async () => {
    jest.spyOn(adminApi.orders, 'payouts').mockResolvedValue(sellers);
    renderPage(<PayoutsPage />, { path });
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Layla' });
    const layla = within(card('Layla'));
    expect(layla.getByText('layla@reluxe.ae')).toBeInTheDocument();
    expect(layla.getByRole('status', { name: 'Amount due' })).toHaveTextContent('60,500 AED');
    expect(layla.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Order ID',
      'Product',
      'Pieces',
      'Payout',
    ]);
    const rows = layla.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '31Kelly 28148,500 AED',
      '32Lady Dior26,000 AED',
    ]);
    expect(within(card('Omar')).getByRole('status', { name: 'Amount due' })).toHaveTextContent(
      '1,250.5 AED',
    );
  });

  it('marks one seller’s sales as paid after confirming and refreshes the list', async () => {
    const user = userEvent.setup();
    const payouts = jest
      .spyOn(adminApi.orders, 'payouts')
      .mockResolvedValueOnce(sellers)
      .mockResolvedValue([sellers[1]]);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const markPaid = jest.spyOn(adminApi.orders, 'markPaid').mockResolvedValue(ok);
    renderPage(<PayoutsPage />, { path });
    await screen.findByRole('heading', { name: 'Layla' });
    const button = within(card('Layla')).getByRole('button', { name: 'Mark as paid' });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith('Mark these sales as paid?');
    expect(markPaid).not.toHaveBeenCalled();
    await user.click(button);
    expect(markPaid).toHaveBeenCalledWith([70, 71]);
    expect(await screen.findByText('Payout marked as paid!')).toBeInTheDocument();
    await waitFor(() => expect(payouts).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Layla' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Omar' })).toBeInTheDocument();
  });

  it('shows the failures with the server message', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.orders, 'payouts').mockResolvedValue(sellers);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest
      .spyOn(adminApi.orders, 'markPaid')
      .mockRejectedValueOnce(httpError(409, 'Sale 80 is not payable'))
      .mockRejectedValueOnce(networkError());
    renderPage(<PayoutsPage />, { path });
    await screen.findByRole('heading', { name: 'Omar' });
    const button = within(card('Omar')).getByRole('button', { name: 'Mark as paid' });
    await user.click(button);
    expect(
      await screen.findByText('Failed to mark the payout as paid: Sale 80 is not payable'),
    ).toBeInTheDocument();
    await user.click(button);
    expect(
      await screen.findByText(
        'Failed to mark the payout as paid: An error occurred. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('says when no payout is due', async () => {
    jest.spyOn(adminApi.orders, 'payouts').mockResolvedValue([]);
    renderPage(<PayoutsPage />, { path });
    expect(await screen.findByText('No payouts due')).toBeInTheDocument();
  });

  it('offers to try again when the payouts cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest
      .spyOn(adminApi.orders, 'payouts')
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue([]);
    renderPage(<PayoutsPage />, { path });
    expect(await screen.findByText('The payouts could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payouts due')).toBeInTheDocument();
  });
});
