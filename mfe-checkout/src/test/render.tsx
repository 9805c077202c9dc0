import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  AlertHost,
  COUPON_ERRORS,
  createAppStore,
  DEFAULT_SHIPPING_RULES,
  orderTotals,
  shopApi,
  zoneOf,
  theme,
  type AppState,
  type CartItem,
  type PaymentMethod,
  type Product,
  type StoredUser,
} from 'shared-contracts';

/** An in-memory stand-in for localStorage, so each test owns its storage. */
export function memoryStorage(initial: Record<string, unknown> = {}) {
  const data = new Map<string, string>(
    Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    /** The parsed value saved under a key (what the browser would keep). */
    saved: (key: string): unknown => {
      const raw = data.get(key);
      return raw === undefined ? undefined : JSON.parse(raw);
    },
  };
}

export const shopper: StoredUser = {
  UserID: 7,
  UserName: 'Layla',
  Email: 'layla@example.com',
  ProfileImage: '',
  RoleID: 2,
  RoleName: 'Customer',
};

export function product(overrides: Partial<Product> & { ProductID: number }): Product {
  return {
    UserID: 1,
    Status: 'Available',
    Name: `Piece ${overrides.ProductID}`,
    Description: 'A fine piece',
    ProductionYear: '2024-01-01',
    Price: 1000,
    Quantity: 5,
    OfferPrice: 0,
    BrandID: 1,
    CategoireID: 1,
    Color_ID: 1,
    SexID: 1,
    Image: '',
    ...overrides,
  };
}

export function cartItem(
  overrides: Partial<CartItem> & { ProductID: number; Quantity: number },
): CartItem {
  const base = product({ ...overrides, Quantity: overrides.MainQuantity ?? 5 });
  return { ...base, MainQuantity: 5, ...overrides };
}

/** Shows the current path and navigation state so tests can assert where the page went. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

interface RenderOptions {
  path: string;
  route?: InitialEntry;
  stored?: Record<string, unknown>;
  preloadedState?: Partial<AppState>;
}

/**
 * Renders one page with its own store (in-memory storage) and router, as the remote runs alone,
 * with the alert host that shows the notifications the page dispatches.
 */
export function renderPage(page: ReactElement, options: RenderOptions) {
  const storage = memoryStorage(options.stored);
  const store = createAppStore({ storage, preloadedState: options.preloadedState });
  const utils = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[options.route ?? options.path]}>
          <Routes>
            <Route path={options.path} element={page} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
        <AlertHost />
      </ThemeProvider>
    </Provider>,
  );
  return { ...utils, store, storage };
}

interface TotalsOptions {
  /** Fail as a network error would. */
  fail?: boolean;
  /** The shop's methods: cash on delivery alone unless given. */
  methods?: PaymentMethod[];
  /** The cash-on-delivery limit in fils: above any bag of the tests unless given. */
  cashLimit?: number;
  /** Codes the server knows: the discount each takes (fils), or why it is refused. */
  coupons?: Record<string, number | string>;
}

/**
 * Answers the totals call as the server would (default zone rules, 5% VAT, the shop's payment
 * methods, a known code's discount or an unknown code's refusal) for these products.
 */
export function mockTotals(
  products: Product[],
  {
    fail = false,
    methods = ['cash_on_delivery'],
    cashLimit = 100_000_000,
    coupons = {},
  }: TotalsOptions = {},
) {
  const byId = new Map(products.map((item) => [item.ProductID, item]));
  return jest
    .spyOn(shopApi.orders, 'totals')
    .mockImplementation(async (Country, lines, options) => {
      if (fail) throw new Error('Network Error');
      const code = options?.coupon || null;
      const known = code ? (coupons[code] ?? COUPON_ERRORS.unknown) : undefined;
      const Zone = zoneOf(Country);
      const priced = lines.map((line) => ({
        Price: byId.get(line.ProductID)?.Price ?? 0,
        OfferPrice: byId.get(line.ProductID)?.OfferPrice ?? 0,
        Quantity: line.Quantity,
      }));
      const shipping = DEFAULT_SHIPPING_RULES[Zone];
      const discount = typeof known === 'number' ? known : 0;
      const totals = orderTotals({ lines: priced, shipping, vatRate: 0.05, discount });
      return {
        ...totals,
        Zone,
        VatRate: 0.05,
        PaymentMethods: methods,
        CashOnDeliveryLimit: cashLimit,
        Coupon:
          code && typeof known === 'number' ? { Code: code, Discount: totals.Discount } : null,
        CouponError: typeof known === 'string' ? known : null,
      };
    });
}
