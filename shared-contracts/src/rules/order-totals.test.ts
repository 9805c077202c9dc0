import { includedVat, orderTotals, vatPercent } from './order-totals';
import { DEFAULT_SHIPPING_RULES, zoneOf } from './shipping-zones';

const line = (Price: number, Quantity = 1, OfferPrice = 0) => ({ Price, OfferPrice, Quantity });
const totals = (lines: ReturnType<typeof line>[], zone: keyof typeof DEFAULT_SHIPPING_RULES) =>
  orderTotals({ lines, shipping: DEFAULT_SHIPPING_RULES[zone], vatRate: 0.05 });

describe('order totals (fils, VAT included at 5%)', () => {
  it('charges the UAE fee below 1,000 AED and ships free from it', () => {
    // 99,999 + 5,000 = 104,999; VAT 104,999 x 0.05 / 1.05 = 4,999.95 -> 5,000.
    expect(totals([line(999.99)], 'UAE')).toEqual({
      Subtotal: 99_999,
      Discount: 0,
      Shipping: 5_000,
      VAT: 5_000,
      Total: 104_999,
    });
    // 100,000 / 21 = 4,761.90 -> 4,762.
    expect(totals([line(1000)], 'UAE')).toEqual({
      Subtotal: 100_000,
      Discount: 0,
      Shipping: 0,
      VAT: 4_762,
      Total: 100_000,
    });
  });

  it('charges the GCC fee below 5,000 AED and ships free from it', () => {
    // 499,999 + 15,000 = 514,999; / 21 = 24,523.76 -> 24,524.
    expect(totals([line(4999.99)], 'GCC')).toMatchObject({
      Shipping: 15_000,
      VAT: 24_524,
      Total: 514_999,
    });
    // Two lines adding up to the threshold: 500,000 / 21 = 23,809.52 -> 23,810.
    expect(totals([line(2000), line(1500, 2)], 'GCC')).toMatchObject({
      Subtotal: 500_000,
      Shipping: 0,
      VAT: 23_810,
      Total: 500_000,
    });
  });

  it('charges the rest of the world below 10,000 AED and ships free from it', () => {
    // 999,999 + 35,000 = 1,034,999; / 21 = 49,285.67 -> 49,286.
    expect(totals([line(9999.99)], 'WORLD')).toMatchObject({
      Shipping: 35_000,
      VAT: 49_286,
      Total: 1_034_999,
    });
    // 1,000,000 / 21 = 47,619.05 -> 47,619.
    expect(totals([line(10_000)], 'WORLD')).toMatchObject({ Shipping: 0, VAT: 47_619 });
  });

  it('prices each line with its offer and keeps a discount within the subtotal', () => {
    // 1,000 AED at 25% off = 750 AED x 2 = 150,000 fils.
    expect(totals([line(1000, 2, 25)], 'UAE')).toMatchObject({ Subtotal: 150_000, Shipping: 0 });
    // 1,200 - 300 = 900 AED of goods: below the UAE threshold again, so shipping is charged.
    expect(
      orderTotals({
        lines: [line(1200)],
        shipping: DEFAULT_SHIPPING_RULES.UAE,
        vatRate: 0.05,
        discount: 30_000,
      }),
    ).toEqual({ Subtotal: 120_000, Discount: 30_000, Shipping: 5_000, VAT: 4_524, Total: 95_000 });
    expect(
      orderTotals({
        lines: [line(10)],
        shipping: { fee: 0, freeFrom: 0 },
        vatRate: 0.05,
        discount: 5_000,
      }),
    ).toMatchObject({ Discount: 1_000, Total: 0, VAT: 0 });
  });

  it('rounds the included VAT to the fil, halves up', () => {
    expect(includedVat(10, 0.05)).toBe(0); // 0.476
    expect(includedVat(11, 0.05)).toBe(1); // 0.524
    expect(includedVat(21, 0.05)).toBe(1);
    expect(includedVat(3, 1)).toBe(2); // 1.5
    expect(includedVat(5_000, 0)).toBe(0);
    expect(vatPercent(0.05)).toBe('5%');
    expect(vatPercent(0.125)).toBe('12.5%');
  });

  it('ships nothing for an empty bag', () => {
    expect(totals([], 'WORLD')).toEqual({
      Subtotal: 0,
      Discount: 0,
      Shipping: 0,
      VAT: 0,
      Total: 0,
    });
  });
});

describe('shipping zone of a country', () => {
  it('knows the UAE and the GCC by name or code; anything else is the rest of the world', () => {
    expect(zoneOf('United Arab Emirates')).toBe('UAE');
    expect(zoneOf(' uae ')).toBe('UAE');
    expect(zoneOf('Saudi Arabia')).toBe('GCC');
    expect(zoneOf('OM')).toBe('GCC');
    expect(zoneOf('France')).toBe('WORLD');
    expect(zoneOf('')).toBe('WORLD');
  });
});
