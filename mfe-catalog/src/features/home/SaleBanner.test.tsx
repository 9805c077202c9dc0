import { act, screen } from '@testing-library/react';
import { discountSummary, formatPrice, setLanguage, TEXT } from 'shared-contracts';
import { makePromotion } from '../../shared/fixtures';
import { renderWithStore } from '../../shared/test-utils';
import { SaleBanner } from './SaleBanner';

const seconds = () => screen.getByTestId('countdown-seconds').textContent;
const banner = () => screen.queryByRole('region', { name: TEXT.saleTitle });

/** The end of 2026 in Gulf Standard Time (UTC+4). */
const END_OF_2026 = '2026-12-31T23:59:59+04:00';

describe('SaleBanner', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the featured promotion's headline, discount, code and note, counting down every second", () => {
    // 2026-12-31T23:59:59+04:00 is 2026-12-31T19:59:59Z: 1 day 0 h 0 min 9 s left.
    jest.useFakeTimers({ now: new Date('2026-12-30T19:59:50Z') });
    renderWithStore(<SaleBanner promotion={makePromotion({ EndsAt: END_OF_2026 })} />);
    expect(screen.getByRole('heading', { level: 2, name: TEXT.saleTitle })).toBeInTheDocument();
    expect(screen.getByText('up to 900 AED off')).toBeInTheDocument();
    expect(screen.getByText('SALE').parentElement).toHaveTextContent('Use code SALE');
    expect(screen.getByText(TEXT.saleNote)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left in the sale' })).toHaveTextContent(
      '1Days00Hours00Minutes09Seconds',
    );

    act(() => jest.advanceTimersByTime(999));
    expect(seconds()).toBe('09');
    act(() => jest.advanceTimersByTime(1));
    expect(seconds()).toBe('08');
    act(() => jest.advanceTimersByTime(3000));
    expect(seconds()).toBe('05');
  });

  it('disappears when the countdown reaches the end, and stops ticking', () => {
    jest.useFakeTimers({ now: new Date('2026-12-31T19:59:57Z') });
    renderWithStore(<SaleBanner promotion={makePromotion({ EndsAt: END_OF_2026 })} />);
    expect(seconds()).toBe('02');
    act(() => jest.advanceTimersByTime(1000));
    expect(seconds()).toBe('01');
    act(() => jest.advanceTimersByTime(1000));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('SALE')).not.toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows nothing once the promotion has ended, or without a usable end', () => {
    jest.useFakeTimers({ now: new Date('2027-01-15T10:00:00Z') });
    const { unmount } = renderWithStore(
      <SaleBanner promotion={makePromotion({ EndsAt: END_OF_2026 })} />,
    );
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    unmount();
    renderWithStore(<SaleBanner promotion={makePromotion({ EndsAt: 'soon' })} />);
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    ['a share', makePromotion({ Code: 'SPRING15', Percent: 15, MaxDiscount: null }), '15% off'],
    ['a capped share', makePromotion(), 'up to 900 AED off'],
    [
      'a fixed amount',
      makePromotion({
        Code: 'TAKE250',
        Kind: 'fixed',
        Percent: null,
        MaxDiscount: null,
        Amount: 25_000,
      }),
      '250 AED off',
    ],
  ])('says the discount of %s as discountSummary does', (_kind, promotion, offer) => {
    renderWithStore(<SaleBanner promotion={promotion} />);
    expect(discountSummary(promotion)).toBe(offer);
    expect(screen.getByText(offer)).toBeInTheDocument();
    expect(screen.getByText(promotion.Code)).toHaveAttribute('dir', 'ltr');
  });

  it('shows a headline of its own as entered, and the standard title without one', () => {
    const { unmount } = renderWithStore(
      <SaleBanner promotion={makePromotion({ Headline: 'Spring Edit' })} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Spring Edit' })).toBeInTheDocument();
    unmount();
    renderWithStore(<SaleBanner promotion={makePromotion({ Headline: '' })} />);
    expect(screen.getByRole('heading', { level: 2, name: TEXT.saleTitle })).toBeInTheDocument();
  });
});

/** A price as the page shows it in Arabic (Testing Library reads its no-break space as a space). */
const arabicPrice = (value: number) => formatPrice(value, 'ar').replace(/\s+/g, ' ');

describe('SaleBanner in Arabic', () => {
  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it.each([
    ['a share', makePromotion({ Percent: 15, MaxDiscount: null }), '15%', 'خصم 15%'],
    ['a capped share', makePromotion(), arabicPrice(900), `خصم يصل إلى ${arabicPrice(900)}`],
    [
      'a fixed amount',
      makePromotion({ Kind: 'fixed', Percent: null, MaxDiscount: null, Amount: 25_000 }),
      arabicPrice(250),
      `خصم ${arabicPrice(250)}`,
    ],
  ])(
    'says the discount of %s in Arabic, its amount left to right',
    (_kind, promotion, value, offer) => {
      renderWithStore(<SaleBanner promotion={promotion} />);
      expect(
        screen.getByRole('heading', { level: 2, name: 'أقوى تخفيضات العام' }),
      ).toBeInTheDocument();
      const amount = screen.getByText(value);
      expect(amount).toHaveAttribute('dir', 'ltr');
      expect(amount.parentElement).toHaveTextContent(offer);
      expect(screen.getByText('SALE').parentElement).toHaveTextContent('استخدم الرمز SALE');
      expect(screen.getByText('*تطبق الشروط والأحكام')).toBeInTheDocument();
    },
  );
});
