import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { CSRF_HEADER, ENDPOINTS, http, type Brand } from 'shared-contracts';
import { ADMIN_TEXT } from 'shared-contracts/admin-text';
import { renderPage } from '../../test/render';
import { BrandsPage } from './BrandsPage';

/** A fake api behind the shared axios instance: the brands table and its two endpoints. */
function fakeBrandsApi(brands: Brand[]) {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    expect(config.headers.get(CSRF_HEADER)).toBe('1');
    let data: unknown = { status: 'error', message: 'Unknown endpoint' };
    if (config.url === ENDPOINTS.brand.page) {
      data = { data: brands.map((brand) => ({ ...brand })), total: brands.length };
    } else if (config.url === ENDPOINTS.brand.update) {
      const form = config.data as FormData;
      const brand = brands.find((b) => b.BrandID === Number(form.get('BrandID')))!;
      brand.Name = String(form.get('Name'));
      data = { status: 'success', message: 'Brand updated' };
    }
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, calls };
}

describe('Brands list and the data cache', () => {
  const original = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = original;
  });

  it('shows a saved name in the list without a reload: the save invalidates the list', async () => {
    const user = userEvent.setup();
    const api = fakeBrandsApi([
      { BrandID: 1, Name: 'Rolex', Image: '' },
      { BrandID: 2, Name: 'Hermes', Image: '' },
    ]);
    http.defaults.adapter = api.adapter;
    renderPage(<BrandsPage />, { path: '/ShowBrands' });

    const row = (await screen.findByRole('cell', { name: 'Hermes' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Brand' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Hermès');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ADMIN_TEXT.brand.updated)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Hermès' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Hermes' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([
      `GET ${ENDPOINTS.brand.page}`,
      `POST ${ENDPOINTS.brand.update}`,
      `GET ${ENDPOINTS.brand.page}`,
    ]);
  });
});
