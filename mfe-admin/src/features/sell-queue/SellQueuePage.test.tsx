import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, type QueueEntry } from 'shared-contracts';
import { renderPage, resetToasts } from '../../test/render';
import { SellQueuePage } from './SellQueuePage';

const entry = (QueueID: number, UserName: string): QueueEntry => ({
  QueueID,
  UserID: 7,
  UserName,
  ProductID: 0,
  ProductName: 'Birkin 30',
  productDescription: '',
  BrandName: 'Hermes',
  CategoryName: 'Bags',
  ColorName: 'Gold',
  Quantity: 1,
  Price: 0,
  Image: [],
});

describe('Sell queue list', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('shows "No pending orders" when the queue is empty', async () => {
    jest.spyOn(adminApi.queue, 'list').mockResolvedValue([]);
    renderPage(<SellQueuePage />, { path: '/ShowSellQueue' });
    expect(screen.getByRole('heading', { name: 'All pending products' })).toBeInTheDocument();
    expect(await screen.findByText('No pending orders')).toBeInTheDocument();
  });

  it('lists entries with a details link and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const list = jest
      .spyOn(adminApi.queue, 'list')
      .mockResolvedValueOnce([entry(4, 'Layla'), entry(5, 'Omar')])
      .mockResolvedValueOnce([entry(5, 'Omar')]);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const ignore = jest
      .spyOn(adminApi.queue, 'ignore')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<SellQueuePage />, { path: '/ShowSellQueue' });
    const row = (await screen.findByText('Layla')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'User Name',
      'Show Order Details',
      'Delete',
    ]);
    expect(within(row).getByRole('link', { name: 'Show Order Details' })).toHaveAttribute(
      'href',
      '/ShowSellQueueDetails/4',
    );
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(ignore).toHaveBeenCalledWith(4);
    expect(await screen.findByText('Order deleted successfully!')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Layla')).not.toBeInTheDocument();
  });
});
