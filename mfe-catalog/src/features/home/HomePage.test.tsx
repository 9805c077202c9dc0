import { act, screen, within } from '@testing-library/react';
import { ERRORS, formatPrice, setLanguage, shopApi, TEXT } from 'shared-contracts';
import { brands, categories, makeProduct, makePromotion } from '../../shared/fixtures';
import { renderWithStore } from '../../shared/test-utils';
import { HomePage } from './HomePage';

const saleBanner = () => screen.queryByRole('region', { name: TEXT.saleTitle });

describe('HomePage', () => {
  beforeEach(() => {
    jest.spyOn(shopApi.promotions, 'featured').mockResolvedValue(makePromotion());
    jest.spyOn(shopApi.catalog, 'categories').mockResolvedValue(categories);
    jest.spyOn(shopApi.catalog, 'brands').mockResolvedValue(brands);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the hero, sale banner, category and brand tiles, new arrivals and reassurance', async () => {
    jest
      .spyOn(shopApi.catalog, 'newArrivals')
      .mockResolvedValue([
        makeProduct({ ProductID: 5, Name: 'Birkin 30' }),
        makeProduct({ ProductID: 6, Name: 'Tank Louis' }),
      ]);
    renderWithStore(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.heroTitle })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: TEXT.saleTitle }),
    ).toBeInTheDocument();

    const watches = await screen.findByRole('link', { name: 'Watches' });
    expect(watches).toHaveAttribute('href', '/Items?category=1');
    expect(screen.getByRole('link', { name: 'Patek Philippe' })).toHaveAttribute(
      'href',
      '/Items?brand=2',
    );

    const arrivals = screen.getByRole('region', { name: 'New Arrivals' });
    expect(await within(arrivals).findByText('Birkin 30')).toBeInTheDocument();
    expect(within(arrivals).getByText('Tank Louis')).toBeInTheDocument();

    expect(screen.getByText(/installment options/)).toBeInTheDocument();
    expect(screen.getByText(/25,000\+ creations/)).toBeInTheDocument();
    expect(screen.getByText(/money back if the item is not as seen/)).toBeInTheDocument();
    expect(screen.getByText('Unique Luxury Pieces')).toBeInTheDocument();
  });

  it("shows 'Failed to load new arrivals.' when new arrivals fail, and logs it", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(shopApi.catalog, 'newArrivals').mockRejectedValue(new Error('boom'));
    renderWithStore(<HomePage />);
    expect(await screen.findByText(ERRORS.newArrivals)).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    // The rest of the page still works.
    expect(await screen.findByRole('link', { name: 'Watches' })).toBeInTheDocument();
  });

  it("shows the featured promotion's banner: headline, discount, code, countdown and note", async () => {
    jest.spyOn(shopApi.catalog, 'newArrivals').mockResolvedValue([]);
    renderWithStore(<HomePage />);
    const banner = await screen.findByRole('region', { name: TEXT.saleTitle });
    expect(within(banner).getByText('up to 900 AED off')).toBeInTheDocument();
    expect(within(banner).getByText('SALE').parentElement).toHaveTextContent('Use code SALE');
    expect(within(banner).getByRole('timer', { name: 'Time left in the sale' })).toHaveTextContent(
      /^\d+Days\d\dHours\d\dMinutes\d\dSeconds$/,
    );
    expect(Number(within(banner).getByTestId('countdown-days').textContent)).toBeGreaterThan(1000);
    expect(within(banner).getByText(TEXT.saleNote)).toBeInTheDocument();
    expect(shopApi.promotions.featured).toHaveBeenCalledTimes(1);
  });

  it('shows no banner without a featured promotion', async () => {
    jest.spyOn(shopApi.catalog, 'newArrivals').mockResolvedValue([]);
    jest.spyOn(shopApi.promotions, 'featured').mockResolvedValue(null);
    renderWithStore(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Watches' })).toBeInTheDocument();
    expect(saleBanner()).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT.saleNote)).not.toBeInTheDocument();
  });

  it('shows no banner when the featured promotion cannot be read, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(shopApi.catalog, 'newArrivals').mockResolvedValue([]);
    jest.spyOn(shopApi.promotions, 'featured').mockRejectedValue(new Error('down'));
    renderWithStore(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Watches' })).toBeInTheDocument();
    expect(saleBanner()).not.toBeInTheDocument();
    expect(screen.queryByText('SALE')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error fetching the featured promotion:', expect.any(Error));
  });

  it('takes the banner away without a reload when the promotion ends', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-31T19:59:58Z') });
    try {
      jest.spyOn(shopApi.catalog, 'newArrivals').mockResolvedValue([]);
      jest
        .spyOn(shopApi.promotions, 'featured')
        .mockResolvedValue(makePromotion({ EndsAt: '2026-12-31T23:59:59+04:00' }));
      renderWithStore(<HomePage />);
      await act(async () => {});
      expect(saleBanner()).toBeInTheDocument();
      expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('01');
      act(() => jest.advanceTimersByTime(1000));
      expect(saleBanner()).not.toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      // The rest of the page stays.
      expect(screen.getByRole('heading', { level: 1, name: TEXT.heroTitle })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

/** A price as the page shows it in Arabic (Testing Library reads its no-break space as a space). */
const arabicPrice = (value: number) => formatPrice(value, 'ar').replace(/\s+/g, ' ');

describe('HomePage in Arabic', () => {
  beforeEach(async () => {
    jest.spyOn(shopApi.promotions, 'featured').mockResolvedValue(makePromotion());
    jest
      .spyOn(shopApi.catalog, 'categories')
      .mockResolvedValue([{ ...categories[0]!, NameAr: 'ساعات' }, categories[1]!]);
    jest
      .spyOn(shopApi.catalog, 'brands')
      .mockResolvedValue(brands.map((brand) => ({ ...brand, NameAr: `${brand.Name} بالعربية` })));
    jest
      .spyOn(shopApi.catalog, 'newArrivals')
      .mockResolvedValue([
        makeProduct({ ProductID: 5, Name: 'Birkin 30', NameAr: 'بيركين 30', Price: 12500 }),
      ]);
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
    jest.restoreAllMocks();
  });

  it('shows the hero, sale banner, sections and reassurance in Arabic, with Arabic names', async () => {
    renderWithStore(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'ارتقِ بأناقتك! اشترِ وبِع قطعك الفاخرة معنا.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسوّق ما وصل حديثًا' })).toHaveAttribute(
      'href',
      '/Items',
    );
    expect(screen.getByRole('link', { name: 'بِع قطعتك' })).toHaveAttribute('href', '/sell');

    // The sale banner: its price and code stay left to right inside the Arabic text.
    expect(await screen.findByRole('heading', { name: 'أقوى تخفيضات العام' })).toBeInTheDocument();
    const amount = screen.getByText(arabicPrice(900));
    expect(amount).toHaveAttribute('dir', 'ltr');
    expect(amount.parentElement).toHaveTextContent(/^خصم يصل إلى/);
    const code = screen.getByText('SALE');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(code.parentElement).toHaveTextContent('استخدم الرمز SALE');
    const timer = screen.getByRole('timer', { name: 'الوقت المتبقي على انتهاء التخفيضات' });
    expect(timer).toHaveTextContent(/^\d+أيام\d\dساعات\d\dدقائق\d\dثوانٍ$/);
    expect(screen.getByText('*تطبق الشروط والأحكام')).toBeInTheDocument();

    // Names in Arabic where the data has them, as they are otherwise.
    expect(await screen.findByRole('link', { name: 'ساعات' })).toHaveAttribute(
      'href',
      '/Items?category=1',
    );
    expect(screen.getByRole('link', { name: 'Bags' })).toHaveAttribute('href', '/Items?category=2');
    expect(screen.getByRole('link', { name: 'Rolex بالعربية' })).toHaveAttribute(
      'href',
      '/Items?brand=1',
    );
    expect(screen.getByRole('heading', { name: 'تسوّق حسب الفئة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تسوّق حسب الماركة' })).toBeInTheDocument();

    const arrivals = screen.getByRole('region', { name: 'أحدث القطع' });
    expect(
      await within(arrivals).findByRole('heading', { level: 3, name: 'بيركين 30' }),
    ).toBeInTheDocument();
    expect(within(arrivals).getByText(arabicPrice(12500))).toHaveAttribute('dir', 'ltr');
    expect(within(arrivals).getByRole('link', { name: 'عرض الكل' })).toHaveAttribute(
      'href',
      '/Items',
    );

    expect(screen.getByRole('heading', { name: 'لماذا تتسوّق مع ريلوكس؟' })).toBeInTheDocument();
    expect(screen.getByText('قطع فاخرة فريدة')).toBeInTheDocument();
    const creations = screen.getByText('25,000');
    expect(creations).toHaveAttribute('dir', 'ltr');
    expect(creations.parentElement).toHaveTextContent(/أكثر من 25,000 قطعة/);
    expect(screen.queryByText('Shop by Categories')).not.toBeInTheDocument();
  });

  it('says new arrivals failed in Arabic', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(shopApi.catalog, 'newArrivals').mockRejectedValue(new Error('boom'));
    renderWithStore(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل المنتجات الجديدة.');
  });

  it('goes back to the exact English texts and names on a switch', async () => {
    renderWithStore(<HomePage />);
    await screen.findByRole('link', { name: 'ساعات' });
    await act(() => setLanguage('en', { remember: false }));
    expect(screen.getByRole('heading', { level: 1, name: TEXT.heroTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Shop What's New" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watches' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TEXT.saleTitle })).toBeInTheDocument();
    expect(screen.getByText('up to 900 AED off')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left in the sale' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why shop with Reluxe' })).toBeInTheDocument();
    expect(screen.getByText(/trusted for 25,000\+ creations/)).toBeInTheDocument();
  });
});
