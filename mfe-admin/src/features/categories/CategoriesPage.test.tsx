import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '../../api';
import { networkError, renderPage, resetToasts } from '../../test/render';
import { CategoriesPage } from './CategoriesPage';

describe('Categories list', () => {
  beforeEach(() => {
    jest.spyOn(adminApi.categories, 'page').mockResolvedValue({
      data: [
        { CategoireID: 1, Name: 'Watches', Image: '/uploads/w.webp' },
        { CategoireID: 2, Name: 'Bags', Image: '' },
      ],
      total: 2,
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('asks for pages of 25 and uses the category texts for delete', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest
      .spyOn(adminApi.categories, 'remove')
      .mockResolvedValueOnce({ status: 'success', message: 'ok' })
      .mockResolvedValueOnce({ status: 'error', message: 'Category has products' });
    renderPage(<CategoriesPage />, { path: '/ShowCategories' });
    const row = (await screen.findByText('Watches')).closest('tr')!;
    expect(adminApi.categories.page).toHaveBeenCalledWith({ page: 1, limit: 25 });

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this category?');
    expect(await screen.findByText('Categorie deleted successfully!')).toBeInTheDocument();

    const bags = (await screen.findByText('Bags')).closest('tr')!;
    await user.click(within(bags).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category has products')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Category has products');
  });

  it('toasts the category save texts', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.categories, 'lastId').mockResolvedValue({ LastID: 2 });
    jest
      .spyOn(adminApi.categories, 'add')
      .mockResolvedValueOnce({ status: 'success', message: 'ok' })
      .mockRejectedValueOnce(networkError());
    renderPage(<CategoriesPage />, { path: '/ShowCategories' });
    await screen.findByText('Watches');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Shoes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category Added successfully!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Scarves');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There was an error saving the category!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
  });

  it('shows the fetch error toast', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(adminApi.categories.page).mockRejectedValue(networkError());
    renderPage(<CategoriesPage />, { path: '/ShowCategories' });
    expect(
      await screen.findByText('There was an error fetching the Categories!'),
    ).toBeInTheDocument();
  });
});
