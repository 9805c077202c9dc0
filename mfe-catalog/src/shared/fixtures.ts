import type {
  Brand,
  Category,
  FeaturedPromotion,
  Gender,
  Product,
  ProductDetails,
  TotalsQuote,
} from 'shared-contracts';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    ProductID: 1,
    UserID: null,
    Status: 'Available',
    Name: 'Submariner Date',
    Description: 'Oystersteel, black dial, 41 mm, full set.',
    ProductionYear: '2020-01-01',
    Price: 52000,
    Quantity: 3,
    OfferPrice: 0,
    BrandID: 1,
    CategoireID: 1,
    Color_ID: 1,
    SexID: 1,
    ColorName: 'Black',
    Image: '/uploads/a.webp,/uploads/b.webp',
    ...overrides,
  };
}

export function makeDetails(overrides: Partial<ProductDetails> = {}): ProductDetails {
  const { Image: _image, ...base } = makeProduct();
  return {
    ...base,
    Image: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
    ...overrides,
  };
}

export const categories: Category[] = [
  { CategoireID: 1, Name: 'Watches', Image: '/uploads/watches.webp' },
  { CategoireID: 2, Name: 'Bags', Image: '/uploads/bags.webp' },
];

export const brands: Brand[] = [
  'Rolex',
  'Patek Philippe',
  'Cartier',
  'Hermes',
  'Chanel',
  'Louis Vuitton',
  'Dior',
].map((Name, index) => ({ BrandID: index + 1, Name, Image: `/uploads/brand-${index + 1}.webp` }));

export const genders: Gender[] = [
  { SexID: 1, Name: 'Men' },
  { SexID: 2, Name: 'Women' },
  { SexID: 3, Name: 'Unisex' },
];

/** The demo's featured promotion: SALE, 10% off up to 900 AED, ending at `EndsAt`. */
export function makePromotion(overrides: Partial<FeaturedPromotion> = {}): FeaturedPromotion {
  return {
    Code: 'SALE',
    Headline: 'HOTTEST SALE OF THE YEAR',
    Kind: 'percent',
    Percent: 10,
    MaxDiscount: 90_000,
    Amount: null,
    EndsAt: '2099-12-31T23:59:59+04:00',
    ...overrides,
  };
}

/** Orders/getTotals.php's answer (fils), with a coupon's outcome. */
export function makeQuote(overrides: Partial<TotalsQuote> = {}): TotalsQuote {
  return {
    Subtotal: 90_000,
    Discount: 0,
    Shipping: 5_000,
    VAT: 4_524,
    VatRate: 0.05,
    Total: 95_000,
    Zone: 'UAE',
    PaymentMethods: ['cash_on_delivery'],
    CashOnDeliveryLimit: 500_000,
    Coupon: null,
    CouponError: null,
    ...overrides,
  };
}
