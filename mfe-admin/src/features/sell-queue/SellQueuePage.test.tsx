import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type QueueEntry, type StatusResponse } from 'shared-contracts';
import { adminApi } from '../../api';
import { httpError, networkError, renderPage, resetToasts } from '../../test/render';
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

  it('lists entries with a details link and deletes without a browser confirmation', async () => {
    const user = userEvent.setup();
    const list = jest
      .spyOn(adminApi.queue, 'list')
      .mockResolvedValueOnce([entry(4, 'Layla'), entry(5, 'Omar')])
      .mockResolvedValueOnce([entry(5, 'Omar')]);
    // Like Playwright, dismiss any dialog: the queue's Delete must not ask one.
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
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
    expect(confirm).not.toHaveBeenCalled();
    expect(ignore).toHaveBeenCalledWith(4);
    expect(await screen.findByText('Order deleted successfully!')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Layla')).not.toBeInTheDocument();
  });

  it('sends one delete on a double click and disables the row while it runs', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(adminApi.queue, 'list')
      .mockResolvedValueOnce([entry(4, 'Layla'), entry(5, 'Omar')])
      .mockResolvedValueOnce([entry(5, 'Omar')]);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    let settle!: (response: StatusResponse) => void;
    const ignore = jest.spyOn(adminApi.queue, 'ignore').mockImplementation(
      () =>
        new Promise((resolve) => {
          settle = resolve;
        }),
    );
    renderPage(<SellQueuePage />, { path: '/ShowSellQueue' });
    const row = (await screen.findByText('Layla')).closest('tr')!;
    const button = within(row).getByRole('button', { name: 'Delete' });
    await user.dblClick(button);
    expect(confirm).not.toHaveBeenCalled();
    expect(ignore).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    const other = within(screen.getByText('Omar').closest('tr')!);
    expect(other.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await act(async () => settle({ status: 'success', message: 'ok' }));
    expect(await screen.findByText('Order deleted successfully!')).toBeInTheDocument();
    expect(ignore).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Omar')).toBeInTheDocument();
    expect(screen.queryByText('Layla')).not.toBeInTheDocument();
  });

  it('keeps a row disabled while its own delete runs when another one finishes', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.queue, 'list').mockResolvedValue([entry(4, 'Layla'), entry(5, 'Omar')]);
    const settle = new Map<number, (response: StatusResponse) => void>();
    jest.spyOn(adminApi.queue, 'ignore').mockImplementation(
      (id: number) =>
        new Promise((resolve) => {
          settle.set(id, resolve);
        }),
    );
    renderPage(<SellQueuePage />, { path: '/ShowSellQueue' });
    const deleteOf = (name: string) =>
      within(screen.getByText(name).closest('tr')!).getByRole('button', { name: 'Delete' });
    await screen.findByText('Layla');
    await user.click(deleteOf('Layla'));
    await user.click(deleteOf('Omar'));
    expect(deleteOf('Layla')).toBeDisabled();
    expect(deleteOf('Omar')).toBeDisabled();
    await act(async () => settle.get(4)!({ status: 'error', message: 'Already handled' }));
    expect(await screen.findByText('Already handled')).toBeInTheDocument();
    expect(deleteOf('Layla')).toBeEnabled();
    expect(deleteOf('Omar')).toBeDisabled();
  });

  it('shows the delete failures and enables the button again', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.queue, 'list').mockResolvedValue([entry(4, 'Layla')]);
    jest
      .spyOn(adminApi.queue, 'ignore')
      .mockResolvedValueOnce({ status: 'error', message: 'Queue entry is gone' })
      .mockRejectedValueOnce(httpError(404, 'No pending submission with QueueID 4'))
      .mockRejectedValueOnce(networkError());
    renderPage(<SellQueuePage />, { path: '/ShowSellQueue' });
    const button = within((await screen.findByText('Layla')).closest('tr')!).getByRole('button', {
      name: 'Delete',
    });
    await user.click(button);
    expect(await screen.findByText('Queue entry is gone')).toBeInTheDocument();
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('No pending submission with QueueID 4')).toBeInTheDocument();
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('There was an error deleting the order!')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(screen.queryByText('Order deleted successfully!')).not.toBeInTheDocument();
  });
});
