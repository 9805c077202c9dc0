import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, shopApi, type UserDetailsResponse } from 'shared-contracts';
import { accountApi } from '../../api';
import { renderPage, withArabic } from '../../test/render';
import { AccountDetailsPage } from './AccountDetailsPage';

const details = (extra: object = {}): UserDetailsResponse => ({
  status: 'success',
  message: '',
  user: {
    UserID: 7,
    UserName: 'layla',
    Email: 'layla@example.com',
    Password: '',
    ProfileImage: '',
    RoleID: 2,
    ...extra,
  },
});

const saved = (preferences: object) => ({
  status: 'success' as const,
  message: 'Your mail settings were saved',
  preferences: { EmailLanguage: 'en' as const, PriceAlerts: false, ...preferences },
});

const renderProfile = () => renderPage(<AccountDetailsPage />, { path: '/accountDetails' });

/** The section, once the profile has loaded. */
const mailSettings = async () =>
  within(await screen.findByRole('region', { name: 'Mail settings' }));

afterEach(() => jest.restoreAllMocks());

describe('My Profile: mail settings', () => {
  it("shows the account's mail language and alerts from getUserDetails.php", async () => {
    jest
      .spyOn(shopApi.user, 'details')
      .mockResolvedValue(details({ EmailLanguage: 'ar', PriceAlerts: true }));
    renderProfile();
    const section = await mailSettings();
    const language = section.getByLabelText('Email language');
    expect(language).toHaveValue('ar');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['العربية', 'ar'],
    ]);
    const alerts = section.getByRole('switch', { name: 'Price and stock alerts' });
    expect(alerts).toBeChecked();
    expect(alerts).toHaveAccessibleDescription(
      "Mail me when a favourite's price goes down, or when a sold-out favourite is back in stock.",
    );
  });

  it('has English and no alerts when the answer carries no settings', async () => {
    jest.spyOn(shopApi.user, 'details').mockResolvedValue(details());
    renderProfile();
    const section = await mailSettings();
    expect(section.getByLabelText('Email language')).toHaveValue('en');
    expect(section.getByRole('switch', { name: 'Price and stock alerts' })).not.toBeChecked();
  });

  it('saves each change at once and says so', async () => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.user, 'details').mockResolvedValue(details());
    const save = jest
      .spyOn(accountApi.user, 'preferences')
      .mockResolvedValueOnce(saved({ PriceAlerts: true }))
      .mockResolvedValueOnce(saved({ PriceAlerts: true, EmailLanguage: 'ar' }));
    renderProfile();
    const section = await mailSettings();

    await user.click(section.getByRole('switch', { name: 'Price and stock alerts' }));
    expect(save).toHaveBeenLastCalledWith({ PriceAlerts: true });
    expect(await section.findByRole('status')).toHaveTextContent('Your mail settings were saved');
    expect(section.getByRole('switch', { name: 'Price and stock alerts' })).toBeChecked();

    await user.selectOptions(section.getByLabelText('Email language'), 'ar');
    expect(save).toHaveBeenLastCalledWith({ EmailLanguage: 'ar' });
    expect(await section.findByRole('status')).toHaveTextContent('Your mail settings were saved');
    expect(section.getByLabelText('Email language')).toHaveValue('ar');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('puts a setting back and shows why when its save fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.user, 'details').mockResolvedValue(details({ PriceAlerts: true }));
    jest
      .spyOn(accountApi.user, 'preferences')
      .mockRejectedValueOnce(
        new HttpError(401, { status: 'error', message: 'Please log in to continue' }),
      )
      .mockRejectedValueOnce(new HttpError(0));
    renderProfile();
    const section = await mailSettings();
    const alerts = section.getByRole('switch', { name: 'Price and stock alerts' });

    await user.click(alerts);
    expect(await section.findByRole('alert')).toHaveTextContent('Please log in to continue');
    expect(alerts).toBeChecked();

    await user.selectOptions(section.getByLabelText('Email language'), 'ar');
    expect(await section.findByText('An error occurred. Please try again later.')).toBeVisible();
    expect(section.getByLabelText('Email language')).toHaveValue('en');
    expect(section.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is not shown when the details could not be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(shopApi.user, 'details').mockRejectedValue(new HttpError(0));
    renderProfile();
    expect(await screen.findByLabelText('Username')).toHaveValue('layla');
    expect(screen.queryByRole('region', { name: 'Mail settings' })).not.toBeInTheDocument();
  });
});

describe('My Profile: mail settings in Arabic', () => {
  withArabic();

  it("shows the section in Arabic and translates the server's answer", async () => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.user, 'details').mockResolvedValue(details());
    jest.spyOn(accountApi.user, 'preferences').mockResolvedValue(saved({ PriceAlerts: true }));
    renderProfile();
    const section = within(await screen.findByRole('region', { name: 'إعدادات البريد' }));
    expect(section.getByLabelText('لغة البريد الإلكتروني')).toHaveValue('en');
    await user.click(section.getByRole('switch', { name: 'تنبيهات السعر والتوفّر' }));
    expect(await section.findByRole('status')).toHaveTextContent('تم حفظ إعدادات البريد');
  });
});
