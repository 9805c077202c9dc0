import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Brand, type StatusResponse } from 'shared-contracts';
import { adminApi } from '../../api';
import { ADMIN_TEXT } from 'shared-contracts/admin-text';
import { httpError, networkError, renderPage, resetToasts } from '../../test/render';
import { BrandsPage } from './BrandsPage';

const brand = (id: number, Name = `Brand ${id}`): Brand => ({ BrandID: id, Name, Image: '' });
const ok = (message = 'ok'): StatusResponse => ({ status: 'success', message });

function pageOf(total: number, page = 1) {
  const first = (page - 1) * 25 + 1;
  const count = Math.max(0, Math.min(25, total - first + 1));
  return { data: Array.from({ length: count }, (_, i) => brand(first + i)), total };
}

describe('Brands list (the generic list screen)', () => {
  let pageSpy: jest.SpyInstance;

  beforeEach(() => {
    pageSpy = jest
      .spyOn(adminApi.brands, 'page')
      .mockImplementation(async ({ page }) => pageOf(300, page));
  });

  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('asks for 1-based pages of 25 and shows the brand columns', async () => {
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    expect(await screen.findByText('Brand 1')).toBeInTheDocument();
    expect(pageSpy).toHaveBeenLastCalledWith({ page: 1, limit: 25 });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Image', 'Edit', 'Delete']);
    expect(screen.getByRole('heading', { name: 'Brands' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brands List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('builds the footer with 2 margin pages and 5 visible pages, breaks as …', async () => {
    const user = userEvent.setup();
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const labels = () =>
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    // 300 brands / 25 = 12 pages.
    expect(labels()).toEqual(['Previous', '1', '2', '3', '4', '5', '…', '11', '12', 'Next']);
    expect(within(nav).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: '5' }));
    await waitFor(() => expect(pageSpy).toHaveBeenLastCalledWith({ page: 5, limit: 25 }));
    await screen.findByText('Brand 101');
    expect(labels()).toEqual([
      'Previous',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '…',
      '11',
      '12',
      'Next',
    ]);

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pageSpy).toHaveBeenLastCalledWith({ page: 6, limit: 25 }));
    expect(labels()).toEqual([
      'Previous',
      '1',
      '2',
      '…',
      '4',
      '5',
      '6',
      '7',
      '8',
      '…',
      '11',
      '12',
      'Next',
    ]);
  });

  it('sends the search to the server after the debounce and starts again on page 1', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    await screen.findByText('Brand 1');
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(pageSpy).toHaveBeenLastCalledWith({ page: 3, limit: 25 }));

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search by ID or Name');
    await user.type(search, 'Rol');
    act(() => jest.advanceTimersByTime(299));
    expect(pageSpy).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'Rol' }));
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() =>
      expect(pageSpy).toHaveBeenLastCalledWith({ page: 1, limit: 25, search: 'Rol' }),
    );
    expect(pageSpy).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'R' }));
    jest.useRealTimers();
  });

  it('adds a brand with LastID + 1 and shows the success toast', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.brands, 'lastId').mockResolvedValue({ LastID: 41 });
    const add = jest.spyOn(adminApi.brands, 'add').mockResolvedValue(ok());
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    await screen.findByText('Brand 1');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    expect(within(dialog).getByLabelText('ID')).toHaveValue('42');
    await user.type(within(dialog).getByLabelText('Name'), 'Bvlgari');
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ADMIN_TEXT.brand.added)).toBeInTheDocument();
    const form = add.mock.calls[0][0];
    expect(form.get('BrandID')).toBe('42');
    expect(form.get('Name')).toBe('Bvlgari');
    expect(form.get('Image')).toBe(file);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pageSpy).toHaveBeenCalledTimes(2);
  });

  it('edits a brand and shows the update toast; a failed save shows the save error', async () => {
    const user = userEvent.setup();
    const update = jest
      .spyOn(adminApi.brands, 'update')
      .mockRejectedValueOnce(httpError(400, 'Name is required'))
      .mockResolvedValueOnce(ok());
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    const row = (await screen.findByText('Brand 2')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brand' });
    expect(within(dialog).getByLabelText('ID')).toHaveValue('2');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_TEXT.brand.saveError)).toBeInTheDocument();
    // The form's own error (the save error's alert card shows in the dialog too).
    const form = within(dialog).getByRole('form', { name: 'Edit Brand' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Name is required');

    await user.type(name, 'Cartier');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_TEXT.brand.updated)).toBeInTheDocument();
    expect(update.mock.calls[1][0].get('BrandID')).toBe('2');
    expect(update.mock.calls[1][0].get('Name')).toBe('Cartier');
  });

  it('blocks closing the modal while the save runs', async () => {
    const user = userEvent.setup();
    let finish: (response: StatusResponse) => void = () => {};
    jest
      .spyOn(adminApi.brands, 'update')
      .mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    const row = (await screen.findByText('Brand 3')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brand' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit Brand' })).toBeInTheDocument();

    await act(async () => finish(ok()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('confirms a delete with the exact text, and does nothing when declined', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const remove = jest.spyOn(adminApi.brands, 'remove');
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    const row = (await screen.findByText('Brand 4')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this brand?');
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes after confirmation, shows the server refusal, or the delete error', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const remove = jest
      .spyOn(adminApi.brands, 'remove')
      .mockResolvedValueOnce(ok())
      .mockRejectedValueOnce(httpError(409, 'This brand is still used by 3 products'))
      .mockRejectedValueOnce(networkError());
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    const deleteRow = async (name: string) => {
      const row = (await screen.findByText(name)).closest('tr')!;
      await user.click(within(row).getByRole('button', { name: 'Delete' }));
    };

    await deleteRow('Brand 5');
    expect(remove).toHaveBeenLastCalledWith(5);
    expect(await screen.findByText('Brand deleted successfully!')).toBeInTheDocument();

    await deleteRow('Brand 6');
    expect(await screen.findByText('This brand is still used by 3 products')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();

    await deleteRow('Brand 7');
    expect(await screen.findByText('There was an error deleting the brand!')).toBeInTheDocument();
  });

  it('shows the fetch error toast when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    pageSpy.mockRejectedValue(networkError());
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    expect(await screen.findByText('There was an error fetching the Brands!')).toBeInTheDocument();
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
  });
});
