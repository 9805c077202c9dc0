import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-contracts';
import { mockShellApi } from '../testing/mock-api';
import { customer, renderSiteFrame, setWindowWidth } from '../testing/render';

const header = () => screen.getByRole('banner');
const headerSwitch = () => within(header()).getByRole('group', { name: /^(Language|اللغة)$/ });

afterEach(async () => {
  jest.restoreAllMocks();
  setWindowWidth(1024);
  await act(() => setLanguage('en', { remember: false }));
});

describe('LanguageSwitch in the header', () => {
  it.each([
    ['desktop', 1440],
    ['tablet', 900],
    ['mobile', 375],
  ])(
    'is in the %s header without opening a menu, each language named in itself',
    async (_layout, width) => {
      mockShellApi();
      setWindowWidth(width);
      await renderSiteFrame();
      const group = headerSwitch();
      expect(group).toHaveAccessibleName('Language');
      const english = within(group).getByRole('button', { name: 'English' });
      const arabic = within(group).getByRole('button', { name: 'العربية' });
      expect(english).toHaveAttribute('lang', 'en');
      expect(arabic).toHaveAttribute('lang', 'ar');
      expect(english).toHaveAttribute('aria-pressed', 'true');
      expect(arabic).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('switches the page to Arabic, right to left, and back to the exact English', async () => {
    const user = userEvent.setup();
    mockShellApi();
    setWindowWidth(1440);
    await renderSiteFrame();

    await user.click(within(headerSwitch()).getByRole('button', { name: 'العربية' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(headerSwitch()).toHaveAccessibleName('اللغة');
    expect(within(headerSwitch()).getByRole('button', { name: 'العربية' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const banner = within(header());
    expect(banner.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'السلة' })).toHaveAttribute('href', '/cart');
    expect(banner.getByRole('link', { name: 'المفضلة' })).toHaveAttribute('href', '/fav');
    expect(banner.getByRole('button', { name: 'بِع الآن' })).toBeInTheDocument();
    expect(screen.getByText('كل قطعة يتحقق خبراؤنا من أصالتها')).toBeInTheDocument();
    // Menu titles, headers and items in Arabic where the api sends them, English otherwise.
    const strip = screen.getByRole('navigation', { name: 'تسوّق حسب القسم' });
    expect(
      within(strip)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['الكل', 'الساعات', 'الحقائب', 'بِع الآن']);
    await user.click(within(strip).getByRole('button', { name: 'الساعات' }));
    expect(within(strip).getByRole('link', { name: 'ساعات رجالية' })).toHaveAttribute(
      'href',
      '/Items?category=1&sex=1',
    );
    expect(within(strip).getByRole('link', { name: "Women's Watches" })).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: 'الساعات حسب الفئة' })).toBeInTheDocument();

    await user.click(within(headerSwitch()).getByRole('button', { name: 'English' }));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(banner.getByRole('button', { name: 'Login' })).toHaveTextContent(/^Login$/);
    expect(banner.getByRole('link', { name: 'Bag' })).toHaveAttribute('href', '/cart');
    expect(banner.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Every piece authenticated by our experts')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Shop by department' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Watches', 'Bags', 'SELL NOW']);
    expect(within(headerSwitch()).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('mobile: the compact switch, then the sidebar and the user menu in Arabic', async () => {
    const user = userEvent.setup();
    const api = mockShellApi();
    api.details.mockResolvedValue({ status: 'success', message: '', user: null });
    setWindowWidth(375);
    await renderSiteFrame({ user: customer });
    const arabic = within(headerSwitch()).getByRole('button', { name: 'العربية' });
    expect(arabic).toHaveTextContent('عربي');
    await user.click(arabic);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await user.click(screen.getByRole('button', { name: 'فتح القائمة' }));
    const sidebar = await screen.findByRole('dialog', { name: 'القائمة' });
    expect(within(sidebar).getByText('تسوّق')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'وصل حديثًا' })).toHaveAttribute(
      'href',
      '/Items',
    );
    expect(within(sidebar).getByRole('link', { name: 'منتجاتي' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'الحقائب' }));
    expect(within(sidebar).getByRole('link', { name: 'حقائب نسائية' })).toHaveAttribute(
      'href',
      '/Items?category=2&sex=2',
    );
    await user.click(within(sidebar).getByRole('button', { name: 'إغلاق القائمة' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tablet: the user menu in Arabic', async () => {
    const user = userEvent.setup();
    const api = mockShellApi();
    api.details.mockResolvedValue({ status: 'success', message: '', user: null });
    setWindowWidth(900);
    await renderSiteFrame({ user: customer });
    await user.click(within(headerSwitch()).getByRole('button', { name: 'العربية' }));
    await user.click(screen.getByRole('button', { name: 'Layla' }));
    expect(await screen.findByRole('link', { name: 'طلباتي' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'ملفي الشخصي' })).toHaveAttribute(
      'href',
      '/accountDetails',
    );
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toHaveAttribute(
      'placeholder',
      'ابحث عن ماركة أو منتج',
    );
  });

  it('the footer has the switch too, and either one switches the whole page', async () => {
    const user = userEvent.setup();
    mockShellApi();
    await renderSiteFrame();
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'العربية' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(header()).getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(within(headerSwitch()).getByRole('button', { name: 'العربية' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(footer).getByRole('group', { name: 'اللغة' })).toBeInTheDocument();
  });
});
