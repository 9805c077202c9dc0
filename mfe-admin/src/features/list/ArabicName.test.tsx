import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type AdminProduct } from 'shared-contracts';
import { adminApi } from '../../api';
import { renderPage, resetToasts } from '../../test/render';
import { BrandsPage } from '../brands/BrandsPage';
import { ColoursPage } from '../colours/ColoursPage';
import { ProductsPage } from '../products/ProductsPage';
import { mockProductLookups, submariner } from '../../test/products';

const ok = { status: 'success' as const, message: 'ok' };

const watch: AdminProduct = {
  ...submariner,
  NameAr: 'رولكس صبمارينر',
  Image: ['/uploads/a.webp'],
};

describe('The Arabic name field of the back-office forms', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    resetToasts();
    await act(() => setLanguage('en', { remember: false }));
  });

  it('is a right-to-left Arabic input; a brand sends it, and blank clears a stored one', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.brands, 'page').mockResolvedValue({
      data: [
        { BrandID: 1, Name: 'Rolex', NameAr: 'رولكس', Image: '' },
        { BrandID: 2, Name: 'Omega', NameAr: null, Image: '' },
      ],
      total: 2,
    });
    jest.spyOn(adminApi.brands, 'lastId').mockResolvedValue({ LastID: 2 });
    const add = jest.spyOn(adminApi.brands, 'add').mockResolvedValue(ok);
    const update = jest.spyOn(adminApi.brands, 'update').mockResolvedValue(ok);
    renderPage(<BrandsPage />, { path: '/ShowBrands' });

    await user.click(await screen.findByRole('button', { name: 'Add' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    const arabic = within(dialog).getByLabelText('In Arabic');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    await user.type(within(dialog).getByLabelText('Name'), 'Cartier');
    await user.type(arabic, ' كارتييه ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand added successfully!')).toBeInTheDocument();
    expect(add.mock.calls[0]![0].get('NameAr')).toBe('كارتييه');

    // A stored Arabic name shows in the form; emptied, it is sent blank (the api clears it).
    await user.click(
      within(screen.getByText('Rolex').closest('tr')!).getByRole('button', { name: 'Edit' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Edit Brand' });
    expect(within(dialog).getByLabelText('In Arabic')).toHaveValue('رولكس');
    await user.clear(within(dialog).getByLabelText('In Arabic'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand updated successfully!')).toBeInTheDocument();
    expect(update.mock.calls[0]![0].get('NameAr')).toBe('');

    // Blank without a stored one: nothing to change, the field is left out.
    await user.click(
      within(screen.getByText('Omega').closest('tr')!).getByRole('button', { name: 'Edit' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Edit Brand' });
    expect(within(dialog).getByLabelText('In Arabic')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findAllByText('Brand updated successfully!');
    expect(update.mock.calls[1]![0].has('NameAr')).toBe(false);
  });

  it('sends a colour JSON body with NameAr', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(adminApi.colours, 'page')
      .mockResolvedValue({ data: [{ Color_ID: 4, Name: 'Gold', NameAr: 'ذهبي' }], total: 1 });
    const update = jest.spyOn(adminApi.colours, 'update').mockResolvedValue(ok);
    renderPage(<ColoursPage />, { path: '/ShowColors' });
    const row = (await screen.findByText('Gold')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Color' });
    const arabic = within(dialog).getByLabelText('In Arabic');
    expect(arabic).toHaveValue('ذهبي');
    await user.clear(arabic);
    await user.type(arabic, 'ذهبي أصفر');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Color updated successfully!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ Color_ID: 4, Name: 'Gold', NameAr: 'ذهبي أصفر' });
  });

  it('edits a product with its Arabic name, in an English left-to-right frame in Arabic too', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.products, 'page').mockResolvedValue({ data: [watch], total: 1 });
    mockProductLookups();
    const update = jest.spyOn(adminApi.products, 'update').mockResolvedValue(ok);
    await act(() => setLanguage('ar', { remember: false }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    renderPage(<ProductsPage />, { path: '/ShowProducts' });

    const heading = await screen.findByRole('heading', { name: 'Products' });
    const frame = heading.closest('[dir]');
    expect(frame).toHaveAttribute('dir', 'ltr');
    expect(frame).toHaveAttribute('lang', 'en');

    const row = (await screen.findByText('Submariner Date')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const arabic = within(dialog).getByLabelText('In Arabic');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveValue('رولكس صبمارينر');
    await user.type(arabic, ' 41');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(update.mock.calls[0]![0].get('NameAr')).toBe('رولكس صبمارينر 41');
  });
});
