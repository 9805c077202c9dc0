import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StatusResponse } from 'shared-contracts';
import { adminApi } from '../../api';
import { ADMIN_TEXT } from 'shared-contracts/admin-text';
import { renderPage, resetToasts } from '../../test/render';
import { BrandsPage } from '../brands/BrandsPage';

describe('upload progress of an image form', () => {
  beforeEach(() => {
    jest.spyOn(adminApi.brands, 'page').mockResolvedValue({
      data: [{ BrandID: 5, Name: 'Hermès', Image: '' }],
      total: 1,
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('shows the percent the upload reports in the modal until the save ends', async () => {
    const user = userEvent.setup();
    let finish: (response: StatusResponse) => void = () => {};
    const update = jest.spyOn(adminApi.brands, 'update').mockImplementation((_form, options) => {
      options?.onUploadProgress?.({ loaded: 30, total: 120 });
      return new Promise((resolve) => (finish = resolve));
    });
    renderPage(<BrandsPage />, { path: '/ShowBrands' });
    const row = (await screen.findByText('Hermès')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brand' });
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const bar = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(within(dialog).getByText('Uploading… 25%')).toBeInTheDocument();
    expect(update.mock.calls[0][0].get('Image')).toBe(file);

    await act(async () => finish({ status: 'success', message: 'ok' }));
    expect(await screen.findByText(ADMIN_TEXT.brand.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
