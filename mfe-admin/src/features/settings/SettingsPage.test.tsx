import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopSettings } from 'shared-contracts';
import { settingsApi } from '../../api/settings-endpoints';
import { CUSTOMER, httpError, renderPage } from '../../test/render';
import { SettingsPage } from './SettingsPage';

const settings: ShopSettings = {
  Zones: [
    { Zone: 'UAE', Name: 'United Arab Emirates', Fee: 5_000, FreeFrom: 100_000 },
    { Zone: 'GCC', Name: 'GCC', Fee: 15_000, FreeFrom: 500_000 },
    { Zone: 'WORLD', Name: 'Rest of the world', Fee: 35_000, FreeFrom: 1_000_000 },
  ],
  CashOnDeliveryLimit: 1_000_000,
};

const path = '/ShowSettings';
const field = (name: string) => screen.getByRole('spinbutton', { name });

describe('Settings', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each zone with its fee and threshold, and the cash-on-delivery limit, in AED', async () => {
    jest.spyOn(settingsApi, 'get').mockResolvedValue(settings);
    renderPage(<SettingsPage />, { path });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(
      await screen.findByRole('spinbutton', { name: /United Arab Emirates shipping fee/ }),
    ).toHaveValue(50);
    expect(field('United Arab Emirates free shipping from (AED)')).toHaveValue(1000);
    expect(field('GCC shipping fee (AED)')).toHaveValue(150);
    expect(field('GCC free shipping from (AED)')).toHaveValue(5000);
    expect(field('Rest of the world shipping fee (AED)')).toHaveValue(350);
    expect(field('Rest of the world free shipping from (AED)')).toHaveValue(10000);
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(
      within(payments).getByRole('spinbutton', { name: 'Cash on delivery limit (AED)' }),
    ).toHaveValue(10000);
  });

  it('saves the amounts in fils and confirms', async () => {
    const user = userEvent.setup();
    jest.spyOn(settingsApi, 'get').mockResolvedValue(settings);
    const update = jest
      .spyOn(settingsApi, 'update')
      .mockResolvedValue({ status: 'success', message: 'Settings saved' });
    renderPage(<SettingsPage />, { path });
    const fee = await screen.findByRole('spinbutton', { name: 'GCC shipping fee (AED)' });
    await user.clear(fee);
    await user.type(fee, '120.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(update).toHaveBeenCalledWith({
      Zones: {
        UAE: { Fee: 5_000, FreeFrom: 100_000 },
        GCC: { Fee: 12_050, FreeFrom: 500_000 },
        WORLD: { Fee: 35_000, FreeFrom: 1_000_000 },
      },
      CashOnDeliveryLimit: 1_000_000,
    });
    expect(await screen.findByText('Settings saved!')).toBeInTheDocument();
  });

  it("shows the server's refusal next to the form", async () => {
    const user = userEvent.setup();
    jest.spyOn(settingsApi, 'get').mockResolvedValue(settings);
    jest
      .spyOn(settingsApi, 'update')
      .mockRejectedValue(httpError(400, 'GCC shipping fee cannot be negative'));
    renderPage(<SettingsPage />, { path });
    const fee = await screen.findByRole('spinbutton', { name: 'GCC shipping fee (AED)' });
    await user.clear(fee);
    await user.type(fee, '-1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const form = screen.getByRole('form', { name: 'Settings' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'GCC shipping fee cannot be negative',
    );
  });

  it('is refused to a customer', async () => {
    const get = jest.spyOn(settingsApi, 'get').mockResolvedValue(settings);
    renderPage(<SettingsPage />, { path, user: CUSTOMER });
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
