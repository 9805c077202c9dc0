import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '../../api';
import { networkError, renderPage, resetToasts } from '../../test/render';
import { mockProductLookups, submariner } from '../../test/products';
import { ProductsPage } from './ProductsPage';

const watch = submariner;

describe('Products list and form', () => {
  let pageSpy: jest.SpyInstance;

  beforeEach(() => {
    pageSpy = jest.spyOn(adminApi.products, 'page').mockResolvedValue({ data: [watch], total: 95 });
    mockProductLookups();
  });

  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('shows the product columns, names from lookups and the first image; pages of 10', async () => {
    renderPage(<ProductsPage />, { path: '/ShowProducts' });
    const row = (await screen.findByText('Submariner Date')).closest('tr')!;
    expect(pageSpy).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Name',
      'Description',
      'Production Year',
      'Price',
      'Quantity',
      'Image',
      'Offer Price',
      'Brand',
      'Category',
      'Color',
      'Sex',
      'User ID',
      'Status',
      'Edit',
      'Delete',
    ]);
    await waitFor(() => expect(within(row).getByText('Rolex')).toBeInTheDocument());
    expect(within(row).getByText('Watches')).toBeInTheDocument();
    expect(within(row).getByText('Black')).toBeInTheDocument();
    expect(within(row).getByText('Men')).toBeInTheDocument();
    expect(within(row).getByText('48,500 AED')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Submariner Date' })).toHaveAttribute(
      'src',
      '/uploads/a-thumb.webp',
    );
    // 95 products / 10 = 10 pages: 1-5, break, 9, 10.
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '2', '3', '4', '5', '9', '10', 'Next']);
  });

  it('recomputes the status on every change of the form', async () => {
    const user = userEvent.setup();
    renderPage(<ProductsPage />, { path: '/ShowProducts' });
    const row = (await screen.findByText('Submariner Date')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const status = within(dialog).getByLabelText('Status');
    expect(status).toHaveValue('Available');
    expect(status).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('ID')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('User ID')).toHaveValue('5');

    const offer = within(dialog).getByLabelText('Offer Price');
    await user.clear(offer);
    await user.type(offer, '15');
    expect(status).toHaveValue('OnSale');

    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(status).toHaveValue('SoldOut');

    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(status).toHaveValue('OnSale');
    await user.clear(offer);
    await user.type(offer, '0');
    expect(status).toHaveValue('Available');
  });

  it('adds with LastID + 1, keeps only the first image and sends the API field names', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.products, 'lastId').mockResolvedValue({ LastID: 99 });
    const add = jest
      .spyOn(adminApi.products, 'add')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<ProductsPage />, { path: '/ShowProducts' });
    await screen.findByText('Submariner Date');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    expect(within(dialog).getByLabelText('ID')).toHaveValue('100');
    expect(within(dialog).getByLabelText('User ID')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('SoldOut');

    await user.type(within(dialog).getByLabelText('Name'), 'Tank Louis');
    await user.type(within(dialog).getByLabelText('Description'), 'Yellow gold');
    await user.type(within(dialog).getByLabelText('Price'), '31000');
    await user.type(within(dialog).getByLabelText('Quantity'), '1');
    await user.selectOptions(within(dialog).getByLabelText('Brand'), 'Cartier');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Watches');
    await user.selectOptions(within(dialog).getByLabelText('Color'), 'Black');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Men');
    expect(within(dialog).getByLabelText('Condition')).toHaveValue('');
    await user.selectOptions(within(dialog).getByLabelText('Condition'), 'Very good');
    const first = new File(['a'], 'front.png', { type: 'image/png' });
    const second = new File(['b'], 'back.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image'), [first, second]);
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Available');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    const form = add.mock.calls[0][0];
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'Image'))).toEqual({
      ProductID: '100',
      Name: 'Tank Louis',
      Description: 'Yellow gold',
      Price: '31000',
      Quantity: '1',
      OfferPrice: '0',
      BrandID: '2',
      CategoireID: '3',
      Color_ID: '2',
      SexID: '1',
      ConditionID: '4',
      Status: 'Available',
      UserID: '1',
    });
    expect(form.getAll('Image')).toEqual([first]);
  });

  it('shows "Enter a price above 0" by an empty or 0 Price and sends nothing', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.products, 'lastId').mockResolvedValue({ LastID: 99 });
    const add = jest.spyOn(adminApi.products, 'add');
    renderPage(<ProductsPage />, { path: '/ShowProducts' });
    await screen.findByText('Submariner Date');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByLabelText('Name'), 'Tank Louis');
    const price = within(dialog).getByRole('spinbutton', { name: 'Price' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(price).toHaveAccessibleDescription('Enter a price above 0');
    expect(price).toHaveAttribute('aria-invalid', 'true');

    await user.type(price, '0');
    expect(within(dialog).getByText('Enter a price above 0')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();

    await user.type(price, '.5');
    expect(within(dialog).queryByText('Enter a price above 0')).not.toBeInTheDocument();
    expect(price).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an Offer Price that leaves nothing to pay, by the field', async () => {
    const user = userEvent.setup();
    const update = jest
      .spyOn(adminApi.products, 'update')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<ProductsPage />, { path: '/ShowProducts' });
    const row = (await screen.findByText('Submariner Date')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const offer = within(dialog).getByRole('spinbutton', { name: 'Offer Price' });
    await user.clear(offer);
    await user.type(offer, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(offer).toHaveAccessibleDescription('Enter an Offer Price that leaves a price above 0');
    expect(update).not.toHaveBeenCalled();

    await user.clear(offer);
    await user.type(offer, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(update.mock.calls[0][0].get('OfferPrice')).toBe('20');
  });

  it('edits the condition with the CONDITIONS labels and sends it as ConditionID', async () => {
    const user = userEvent.setup();
    const update = jest
      .spyOn(adminApi.products, 'update')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<ProductsPage />, { path: '/ShowProducts' });
    const row = (await screen.findByText('Submariner Date')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const condition = within(dialog).getByLabelText('Condition');
    expect(condition).toHaveDisplayValue('Excellent');
    expect(
      within(condition)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select condition', 'New with tags', 'Pristine', 'Excellent', 'Very good', 'Good']);
    await user.selectOptions(condition, 'Good');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(update.mock.calls[0][0].get('ConditionID')).toBe('5');
  });

  it('shows the last-ID error toast when the next ID cannot be fetched', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.products, 'lastId').mockRejectedValue(networkError());
    renderPage(<ProductsPage />, { path: '/ShowProducts' });
    await screen.findByText('Submariner Date');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('There was an error fetching the last ID!')).toBeInTheDocument();
  });

  it('confirms deletes with the product text and toasts the result', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest
      .spyOn(adminApi.products, 'remove')
      .mockResolvedValueOnce({ status: 'success', message: 'ok' })
      .mockRejectedValueOnce(networkError());
    renderPage(<ProductsPage />, { path: '/ShowProducts' });
    await screen.findByText('Submariner Date');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product?');
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There was an error deleting the product!')).toBeInTheDocument();
  });

  it('only logs a failed product fetch (no toast)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    pageSpy.mockRejectedValue(networkError());
    renderPage(<ProductsPage />, { path: '/ShowProducts' });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('There was an error fetching the Products!')).not.toBeInTheDocument();
  });
});
