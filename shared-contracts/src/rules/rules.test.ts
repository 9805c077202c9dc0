import { countdownTo, isNewlyAdded } from './dates';
import { formatIdList, parseIdList, thumbnailUrl } from './ids';
import { formatGermanThousands, parseGermanThousands } from './number-input';
import { paginationModel } from './pagination';
import { productStatusFor, submissionStatusFor } from './status';

describe('product status', () => {
  it('follows quantity and offer', () => {
    expect(productStatusFor(3, 0)).toBe('Available');
    expect(productStatusFor(3, 10)).toBe('OnSale');
    expect(productStatusFor(0, 10)).toBe('SoldOut');
    expect(productStatusFor(-1, 0)).toBe('SoldOut');
    expect(submissionStatusFor(2)).toBe('Submitted');
    expect(submissionStatusFor(0)).toBe('SoldOut');
  });
});

describe('newly added', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is true within 3 days of ProductionYear', () => {
    expect(isNewlyAdded('2026-11-19T12:00:00Z', now)).toBe(true);
    expect(isNewlyAdded('2026-11-18T12:00:00Z', now)).toBe(true);
    expect(isNewlyAdded('2026-11-18T11:59:00Z', now)).toBe(false);
    expect(isNewlyAdded('2020-01-01', now)).toBe(false);
    expect(isNewlyAdded('not a date', now)).toBe(false);
    expect(isNewlyAdded(null, now)).toBe(false);
  });
});

describe('countdown', () => {
  it('splits the time left and stops at zero once ended', () => {
    const end = '2024-12-31T23:59:59+04:00';
    expect(countdownTo(end, new Date('2024-12-30T19:58:58Z'))).toEqual({
      days: 1,
      hours: 0,
      minutes: 1,
      seconds: 1,
      ended: false,
    });
    expect(countdownTo(end, new Date('2025-01-05T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
  });
});

describe('German thousands while typing', () => {
  it('formats and parses', () => {
    expect(formatGermanThousands('1234567')).toBe('1.234.567');
    expect(formatGermanThousands('12a3')).toBe('123');
    expect(formatGermanThousands('0012')).toBe('12');
    expect(formatGermanThousands('')).toBe('');
    expect(parseGermanThousands('1.234')).toBe(1234);
    expect(parseGermanThousands('')).toBeNaN();
  });
});

describe('id lists', () => {
  it('parses comma-separated ids, dropping junk and repeats', () => {
    expect(parseIdList('3,1, 2,x,3,-4')).toEqual([3, 1, 2]);
    expect(parseIdList(null)).toEqual([]);
    expect(formatIdList([2, 5, 2])).toBe('2,5');
  });

  it('derives thumbnails only for our uploads', () => {
    expect(thumbnailUrl('/uploads/ab.webp')).toBe('/uploads/ab-thumb.webp');
    expect(thumbnailUrl('https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
  });
});

describe('pagination model (2 margin pages, 5 visible)', () => {
  const shape = (current: number, count: number) =>
    paginationModel(current, count)
      .map((item) => (item.type === 'page' ? String(item.page) : '…'))
      .join(' ');

  it('lists every page when few', () => {
    expect(shape(1, 4)).toBe('1 2 3 4');
    expect(shape(1, 0)).toBe('');
  });

  it('keeps margins and a window around the current page', () => {
    expect(shape(1, 20)).toBe('1 2 3 4 5 … 19 20');
    expect(shape(10, 20)).toBe('1 2 … 8 9 10 11 12 … 19 20');
    expect(shape(20, 20)).toBe('1 2 … 16 17 18 19 20');
    expect(shape(4, 20)).toBe('1 2 3 4 5 6 … 19 20');
  });
});
