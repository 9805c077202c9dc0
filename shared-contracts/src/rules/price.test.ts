import {
  discountedPrice,
  formatAed,
  formatPriceValue,
  linesTotal,
  totalUserPrice,
  unitPrice,
} from './price';

describe('price display', () => {
  it('groups thousands and appends AED', () => {
    expect(formatAed(125000)).toBe('125,000 AED');
    expect(formatAed(1234.5)).toBe('1,234.5 AED');
  });

  it('writes numbers exactly as the en-US number format does, without creating it', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const values = [
      0,
      -0,
      0.004,
      0.005,
      0.015,
      0.125,
      0.995,
      1.005,
      1.255,
      9.995,
      999.995,
      1000,
      1234.5,
      12_500,
      99_999.999,
      100_000,
      1_234_567.891,
      123_456_789_012.345,
      1e13 - 0.005,
      1e13,
      1.2345e14 + 0.5,
      2 ** 53,
      1e20,
      9.999e20,
      1e21,
      1.5e25,
      -0.004,
      -0.005,
      -1234.565,
      -1e21,
      Number.MAX_SAFE_INTEGER / 7,
    ];
    // Pseudo-random prices of every size, with fils and sub-fils digits.
    let seed = 7;
    for (let i = 0; i < 5_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      values.push((seed / 2_147_483_647) * 10 ** (i % 12) * (i % 7 === 0 ? -1 : 1));
      values.push(Math.round(seed % 10_000_000) / 1000);
    }
    for (const value of values)
      expect([value, formatPriceValue(value)]).toEqual([value, intl.format(value)]);
  });

  it('strips non-digit characters before formatting', () => {
    expect(formatPriceValue('AED 12,500')).toBe('12,500');
    expect(formatPriceValue('9.99 dhs')).toBe('9.99');
  });

  it("answers 'N/A' when nothing numeric is left", () => {
    expect(formatPriceValue('call us')).toBe('N/A');
    expect(formatPriceValue(undefined)).toBe('N/A');
    expect(formatPriceValue(Number.NaN)).toBe('N/A');
    expect(formatAed(null)).toBe('N/A');
  });
});

describe('offers', () => {
  it('applies OfferPrice as a percent discount', () => {
    expect(discountedPrice(10000, 15)).toBe(8500);
    expect(discountedPrice(999.99, 10)).toBe(899.99);
    expect(discountedPrice(5000, 0)).toBe(5000);
    expect(discountedPrice(5000, 150)).toBe(0);
  });

  it('prices a unit and a set of lines with offers applied', () => {
    expect(unitPrice({ Price: 2000, OfferPrice: 25 })).toBe(1500);
    expect(
      linesTotal([
        { Price: 2000, OfferPrice: 25, Quantity: 2 },
        { Price: 10.1, OfferPrice: 0, Quantity: 3 },
      ]),
    ).toBe(3030.3);
  });

  it('sums product, fees and shipping into the total user price', () => {
    expect(totalUserPrice(1000, 50.5, 25.25)).toBe(1075.75);
    expect(totalUserPrice(0.1, 0.2, 0)).toBe(0.3);
    expect(totalUserPrice(100, Number.NaN, 5)).toBe(105);
  });
});
