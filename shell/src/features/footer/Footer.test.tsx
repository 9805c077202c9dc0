import { act, screen, waitFor, within } from '@testing-library/react';
import { ERRORS, setLanguage, shopApi } from 'shared-contracts';
import { brandsFixture } from '../testing/fixtures';
import { mockShellApi } from '../testing/mock-api';
import { renderShell } from '../testing/render';
import { Footer } from './Footer';
import { copyrightYear, telLink, whatsappLink } from './footer-data';

afterEach(() => jest.restoreAllMocks());

/** A footer column: the block under its heading. */
const column = (name: string) => screen.getByRole('heading', { name }).parentElement!;

describe('Footer', () => {
  it('lists categories and at most 8 brands with their item-list links', async () => {
    mockShellApi();
    renderShell(<Footer />);
    expect(within(column('Top Brands')).queryAllByRole('link')).toHaveLength(0);
    await screen.findByRole('link', { name: 'Rolex' });

    const categories = within(column('Top Categories')).getAllByRole('link');
    expect(categories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Watches', '/Items?category=1'],
      ['Bags', '/Items?category=2'],
      ['Jewellery', '/Items?category=3'],
    ]);
    const brands = within(column('Top Brands')).getAllByRole('link');
    expect(brandsFixture).toHaveLength(10);
    expect(brands).toHaveLength(8);
    expect(brands[0]).toHaveAttribute('href', '/Items?brand=1');
    expect(brands[7]).toHaveTextContent('Omega');
    expect(screen.queryByRole('link', { name: 'Dior' })).toBeNull();
  });

  it('has the About and Customer Service links, all to /', async () => {
    mockShellApi();
    renderShell(<Footer />);
    await screen.findByRole('link', { name: 'Rolex' });
    const about = within(column('About the product')).getAllByRole('link');
    expect(about.map((link) => link.textContent)).toEqual([
      'About Us',
      'Privacy Policy',
      'Terms & Conditions',
      'FAQs',
    ]);
    const service = within(column('Customer Service')).getAllByRole('link');
    expect(service.map((link) => link.textContent)).toEqual([
      'Contact Us',
      'Student & Youth Discount',
      'Essential Worker Discount',
    ]);
    for (const link of [...about, ...service]) expect(link).toHaveAttribute('href', '/');
  });

  it('shows social icons, the help block with the configured phone and Sell Now', async () => {
    mockShellApi();
    renderShell(<Footer />, { config: { phone: '+971 50 123 4567' } });
    await screen.findByRole('link', { name: 'Rolex' });
    expect(screen.getByRole('link', { name: 'facebook' })).toHaveAttribute(
      'href',
      expect.stringContaining('facebook.com'),
    );
    expect(screen.getByRole('link', { name: 'instagram' })).toHaveAttribute(
      'href',
      expect.stringContaining('instagram.com'),
    );
    expect(screen.getByRole('link', { name: 'whatsapp' })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567',
    );
    expect(screen.getByRole('heading', { name: 'We Are Here To Help You!' })).toBeInTheDocument();
    expect(screen.getByText('+971 50 123 4567')).toHaveAttribute('href', 'tel:+971501234567');
    expect(screen.getByText('Monday to Sunday')).toBeInTheDocument();
    expect(screen.getByText('9 am to 9 pm (GST)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sell Now' })).toHaveAttribute('href', '/sell');
  });

  it('logs fetch failures only', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const categoriesFailure = new Error('categories down');
    const brandsFailure = new Error('brands down');
    jest.spyOn(shopApi.catalog, 'categories').mockRejectedValue(categoriesFailure);
    jest.spyOn(shopApi.catalog, 'brands').mockRejectedValue(brandsFailure);
    renderShell(<Footer />);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenCalledWith(ERRORS.footerCategories, categoriesFailure);
    expect(error).toHaveBeenCalledWith(ERRORS.footerBrands, brandsFailure);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Top Brands' })).toBeInTheDocument();
  });
});

describe('Footer in Arabic', () => {
  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('shows its headings, links and texts in Arabic, names in Arabic where the api has them', async () => {
    mockShellApi();
    renderShell(<Footer />, { config: { phone: '+971 50 123 4567' } });
    await screen.findByRole('link', { name: 'Rolex' });

    const categories = within(column('أبرز الفئات')).getAllByRole('link');
    expect(categories.map((link) => link.textContent)).toEqual(['الساعات', 'الحقائب', 'Jewellery']);
    expect(within(column('أبرز الماركات')).getAllByRole('link')).toHaveLength(8);
    expect(
      within(column('حول المنتج'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['من نحن', 'سياسة الخصوصية', 'الشروط والأحكام', 'الأسئلة الشائعة']);
    expect(within(column('خدمة العملاء')).getAllByRole('link')[0]).toHaveTextContent('اتصل بنا');

    expect(screen.getByRole('heading', { name: 'نحن هنا لمساعدتك!' })).toBeInTheDocument();
    expect(screen.getByText('+971 50 123 4567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('من الاثنين إلى الأحد')).toBeInTheDocument();
    expect(screen.getByText('من 9 صباحًا حتى 9 مساءً (بتوقيت الخليج)')).toBeInTheDocument();
    expect(screen.getByText('هل لديك قطعة ترغب في بيعها؟')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بِع الآن' })).toHaveAttribute('href', '/sell');
    expect(screen.getByRole('list', { name: 'تابعوا ريلوكس' })).toBeInTheDocument();
    const year = copyrightYear();
    expect(screen.getByText(`© ${year} ريلوكس. جميع الحقوق محفوظة.`)).toBeInTheDocument();
    expect(screen.getByText('الأسعار بالدرهم الإماراتي (AED)')).toBeInTheDocument();

    const languages = screen.getByRole('group', { name: 'اللغة' });
    expect(within(languages).getByRole('button', { name: 'العربية' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('switches back to the exact English from its own switch', async () => {
    mockShellApi();
    renderShell(<Footer />);
    await screen.findByRole('link', { name: 'Rolex' });
    await act(async () => {
      screen.getByRole('button', { name: 'English' }).click();
    });
    expect(await screen.findByRole('heading', { name: 'Top Categories' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'Watches' })).toBeInTheDocument();
    const year = copyrightYear();
    expect(screen.getByText(`© ${year} Reluxe. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByText('Prices in AED')).toBeInTheDocument();
    expect(screen.getByText('Monday to Sunday')).toBeInTheDocument();
  });
});

describe('footer links', () => {
  it('builds wa.me and tel: links from a formatted phone', () => {
    expect(whatsappLink('+971 4 000 0000')).toBe('https://wa.me/97140000000');
    expect(telLink('04 000-0000')).toBe('tel:040000000');
  });

  it('dates the copyright in UAE time, wherever the page is rendered', () => {
    expect(copyrightYear(new Date('2025-12-31T19:59:59Z'))).toBe(2025);
    expect(copyrightYear(new Date('2025-12-31T20:00:00Z'))).toBe(2026);
  });
});
