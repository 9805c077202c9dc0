import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type QueueEntry } from 'shared-contracts';
import { adminApi } from '../../api';
import { httpError, networkError, renderPage, resetToasts } from '../../test/render';
import { SellQueueDetailsPage } from './SellQueueDetailsPage';

const entry: QueueEntry = {
  QueueID: 9,
  UserID: 7,
  UserName: 'Layla',
  ProductID: 0,
  ProductName: 'Kelly 28',
  productDescription: 'Togo leather, gold hardware',
  BrandName: 'Hermes',
  CategoryName: 'Bags',
  ColorName: 'Gold',
  ConditionID: 3,
  Condition: 'Excellent',
  Quantity: 2,
  Price: 0,
  Image: ['/uploads/1.webp', '/uploads/2.webp', '/uploads/3.webp'],
};

const path = '/ShowSellQueueDetails/:id';
const url = '/ShowSellQueueDetails/9';

async function fillPrices(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Product Price'), '12500');
  await user.type(screen.getByLabelText('Fees Price'), '750.5');
  await user.type(screen.getByLabelText('Shipping Price'), '120');
}

describe('Sell queue detail', () => {
  beforeEach(() => {
    jest.spyOn(adminApi.queue, 'details').mockResolvedValue([entry]);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    resetToasts();
  });

  it('shows the submission with a looping carousel and quantity in pieces', async () => {
    const user = userEvent.setup();
    renderPage(<SellQueueDetailsPage />, { path, url });
    expect(await screen.findByRole('heading', { name: 'Kelly 28' })).toBeInTheDocument();
    expect(adminApi.queue.details).toHaveBeenCalledWith(9);
    expect(screen.getByText('Togo leather, gold hardware')).toBeInTheDocument();
    expect(screen.getByText('2 pieces')).toBeInTheDocument();
    expect(screen.getByText('Hermes')).toBeInTheDocument();
    const image = () => screen.getByRole('img', { name: /Kelly 28, image/ });
    expect(image()).toHaveAttribute('src', '/uploads/1.webp');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(image()).toHaveAttribute('src', '/uploads/3.webp');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(image()).toHaveAttribute('src', '/uploads/1.webp');
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(image()).toHaveAttribute('src', '/uploads/2.webp');
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('sums the three prices into the Total User Price and approves with them and the condition', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const approve = jest
      .spyOn(adminApi.queue, 'approve')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<SellQueueDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Kelly 28' });
    expect(screen.getByRole('status', { name: 'Total User Price' })).toHaveTextContent('0 AED');
    await fillPrices(user);
    expect(screen.getByRole('status', { name: 'Total User Price' })).toHaveTextContent(
      '13,370.5 AED',
    );
    const clickedAt = jest.now();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith({
      QueueID: 9,
      UserPrice: 13370.5,
      ProductPrice: 12500,
      FeesPrice: 750.5,
      ShippingPrice: 120,
      ConditionID: 3,
    });
    expect(
      await screen.findByText('Order approved and moved to products successfully!'),
    ).toBeInTheDocument();
    // The redirect is scheduled between the click and the toast: 3 s later, not before.
    const settledAt = jest.now();
    act(() => jest.advanceTimersByTime(clickedAt + 2990 - settledAt));
    expect(screen.getByTestId('location')).toHaveTextContent(url);
    act(() => jest.advanceTimersByTime(settledAt - clickedAt + 20));
    expect(screen.getByTestId('location')).toHaveTextContent('/ShowSellQueue');
  });

  it('presets the declared condition and sends the one the administrator chose', async () => {
    const user = userEvent.setup();
    const approve = jest
      .spyOn(adminApi.queue, 'approve')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<SellQueueDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Kelly 28' });
    const condition = screen.getByRole('combobox', { name: 'Condition' });
    expect(condition).toHaveDisplayValue('Excellent');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select condition',
      'New with tags',
      'Pristine',
      'Excellent',
      'Very good',
      'Good',
    ]);
    await user.selectOptions(condition, 'Pristine');
    await user.type(screen.getByLabelText('Product Price'), '900');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith({
      QueueID: 9,
      UserPrice: 900,
      ProductPrice: 900,
      FeesPrice: 0,
      ShippingPrice: 0,
      ConditionID: 2,
    });
    expect(
      await screen.findByText('Order approved and moved to products successfully!'),
    ).toBeInTheDocument();
  });

  it('refuses to approve without a condition', async () => {
    const user = userEvent.setup();
    jest
      .mocked(adminApi.queue.details)
      .mockResolvedValue([{ ...entry, ConditionID: null, Condition: '' }]);
    const approve = jest
      .spyOn(adminApi.queue, 'approve')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<SellQueueDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Kelly 28' });
    const condition = screen.getByRole('combobox', { name: 'Condition' });
    expect(condition).toHaveValue('');
    await user.type(screen.getByLabelText('Product Price'), '900');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Condition is required')).toBeInTheDocument();
    expect(condition).toHaveAttribute('aria-invalid', 'true');
    expect(approve).not.toHaveBeenCalled();
    await user.selectOptions(condition, 'Good');
    expect(screen.queryByText('Condition is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ QueueID: 9, ConditionID: 5 }));
    expect(
      await screen.findByText('Order approved and moved to products successfully!'),
    ).toBeInTheDocument();
  });

  it.each([
    ['left empty', ''],
    ['0', '0'],
  ])(
    'refuses a Product Price %s with the message by the field, sending nothing',
    async (_case, typed) => {
      const user = userEvent.setup();
      const approve = jest.spyOn(adminApi.queue, 'approve');
      renderPage(<SellQueueDetailsPage />, { path, url });
      await screen.findByRole('heading', { name: 'Kelly 28' });
      const price = screen.getByRole('spinbutton', { name: 'Product Price' });
      if (typed) await user.type(price, typed);
      // Fees and shipping alone are no price for the seller.
      await user.type(screen.getByRole('spinbutton', { name: 'Fees Price' }), '750');
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      expect(price).toHaveAccessibleDescription('Enter a price above 0');
      expect(price).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Enter a price above 0')).toBeInTheDocument();
      expect(approve).not.toHaveBeenCalled();
      expect(
        screen.queryByText('Order approved and moved to products successfully!'),
      ).not.toBeInTheDocument();

      // Corrected, the message goes and the approval is sent.
      approve.mockResolvedValue({ status: 'success', message: 'ok' });
      await user.clear(price);
      await user.type(price, '12500');
      expect(screen.queryByText('Enter a price above 0')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      expect(approve).toHaveBeenCalledWith(
        expect.objectContaining({ UserPrice: 13250, ProductPrice: 12500, FeesPrice: 750 }),
      );
      expect(
        await screen.findByText('Order approved and moved to products successfully!'),
      ).toBeInTheDocument();
    },
  );

  it('shows the api refusal of a price in the approve failure toast', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(adminApi.queue, 'approve')
      .mockRejectedValue(httpError(400, 'Enter an Offer Price that leaves a price above 0'));
    renderPage(<SellQueueDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Kelly 28' });
    await user.type(screen.getByLabelText('Product Price'), '100');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'Failed to approve the order: Enter an Offer Price that leaves a price above 0',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(url);
  });

  it('shows the approve failures with the server message or the network text', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(adminApi.queue, 'approve')
      .mockResolvedValueOnce({ status: 'error', message: 'Queue entry is gone' })
      .mockRejectedValueOnce(networkError());
    renderPage(<SellQueueDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Kelly 28' });
    await user.type(screen.getByLabelText('Product Price'), '100');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Failed to approve the order: Queue entry is gone'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('There was an error approving the order!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(url);
  });

  it('ignores the submission and returns to the queue after 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const ignore = jest
      .spyOn(adminApi.queue, 'ignore')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<SellQueueDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Kelly 28' });
    await user.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(ignore).toHaveBeenCalledWith(9);
    expect(await screen.findByText('Order ignored successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('location')).toHaveTextContent('/ShowSellQueue');
  });

  it('shows the ignore failures', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(adminApi.queue, 'ignore')
      .mockRejectedValueOnce(httpError(404, 'Queue entry not found'))
      .mockRejectedValueOnce(networkError());
    renderPage(<SellQueueDetailsPage />, { path, url });
    await screen.findByRole('heading', { name: 'Kelly 28' });
    await user.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(
      await screen.findByText('Failed to ignore the order: Queue entry not found'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(
      await screen.findByText('An error occurred while ignoring the order.'),
    ).toBeInTheDocument();
  });

  it('logs and toasts "Error fetching queue details:" when loading fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = networkError();
    jest.mocked(adminApi.queue.details).mockRejectedValue(failure);
    renderPage(<SellQueueDetailsPage />, { path, url });
    expect(await screen.findByText('This submission could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error fetching queue details:', failure);
    // A network failure has no server message: the toast is the catalogue text alone.
    expect(await screen.findByText('Error fetching queue details:')).toBeInTheDocument();
  });

  it('toasts the server message after "Error fetching queue details:" for an unknown id', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = httpError(404, 'Queue entry not found');
    jest.mocked(adminApi.queue.details).mockRejectedValue(failure);
    renderPage(<SellQueueDetailsPage />, { path, url: '/ShowSellQueueDetails/999' });
    expect(
      await screen.findByText('Error fetching queue details: Queue entry not found'),
    ).toBeInTheDocument();
    expect(adminApi.queue.details).toHaveBeenCalledWith(999);
    expect(screen.getByText('This submission could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error fetching queue details:', failure);
  });
});
