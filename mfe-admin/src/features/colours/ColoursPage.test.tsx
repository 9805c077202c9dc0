import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '../../api';
import { networkError, renderPage, resetToasts } from '../../test/render';
import { ColoursPage } from './ColoursPage';
import { GendersPage } from '../genders/GendersPage';

describe('Colours and Genders lists (JSON bodies)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('adds and edits colours with {Color_ID, Name} and confirms with the Color text', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(adminApi.colours, 'page')
      .mockResolvedValue({ data: [{ Color_ID: 4, Name: 'Gold' }], total: 1 });
    jest.spyOn(adminApi.colours, 'lastId').mockResolvedValue({ LastID: 11 });
    const add = jest
      .spyOn(adminApi.colours, 'add')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    const update = jest
      .spyOn(adminApi.colours, 'update')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(adminApi.colours, 'remove').mockRejectedValue(networkError());
    renderPage(<ColoursPage />, { path: '/ShowColors' });
    const row = (await screen.findByText('Gold')).closest('tr')!;
    expect(adminApi.colours.page).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Name',
      'Edit',
      'Delete',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Color' });
    await user.type(within(dialog).getByLabelText('Name'), 'Burgundy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Color added successfully!')).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ Color_ID: 12, Name: 'Burgundy' });

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Color' });
    await user.type(within(dialog).getByLabelText('Name'), ' Rose');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Color updated successfully!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ Color_ID: 4, Name: 'Gold Rose' });

    await user.click(
      within(screen.getByText('Gold').closest('tr')!).getByRole('button', { name: 'Delete' }),
    );
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this Color?');
    expect(await screen.findByText('There was an error deleting the Color!')).toBeInTheDocument();
  });

  it('adds and edits genders with {SexID, Name} and uses the gender texts', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(adminApi.genders, 'page')
      .mockResolvedValue({ data: [{ SexID: 3, Name: 'Unisex' }], total: 1 });
    jest.spyOn(adminApi.genders, 'lastId').mockResolvedValue({ LastID: 3 });
    const add = jest
      .spyOn(adminApi.genders, 'add')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    const update = jest
      .spyOn(adminApi.genders, 'update')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(adminApi.genders, 'remove').mockResolvedValue({ status: 'success', message: '' });
    renderPage(<GendersPage />, { path: '/ShowGenders' });
    const row = (await screen.findByText('Unisex')).closest('tr')!;
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const adding = screen.getByRole('dialog', { name: 'Add Gender' });
    await user.type(within(adding).getByLabelText('Name'), 'Kids');
    await user.click(within(adding).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gender added successfully!')).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ SexID: 4, Name: 'Kids' });

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gender' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gender updated successfully!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ SexID: 3, Name: 'Unisex' });

    await user.click(
      within(screen.getByText('Unisex').closest('tr')!).getByRole('button', { name: 'Delete' }),
    );
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this gender?');
    expect(await screen.findByText('Gender deleted successfully!')).toBeInTheDocument();
  });

  it('shows the fetch error toasts of colours and genders', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(adminApi.colours, 'page').mockRejectedValue(networkError());
    jest.spyOn(adminApi.genders, 'page').mockRejectedValue(networkError());
    const colours = renderPage(<ColoursPage />, { path: '/ShowColors' });
    expect(await screen.findByText('There was an error fetching the Colors!')).toBeInTheDocument();
    colours.unmount();
    resetToasts();
    renderPage(<GendersPage />, { path: '/ShowGenders' });
    expect(await screen.findByText('There was an error fetching the Genders!')).toBeInTheDocument();
  });
});
