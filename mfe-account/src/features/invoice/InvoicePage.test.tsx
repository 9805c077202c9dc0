import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, shopApi, type Invoice } from 'shared-contracts';
import { arabicPrice, renderPage, withArabic } from '../../test/render';
import { InvoicePage } from './InvoicePage';

/** Paid late on 20 November (UTC): already the 21st in Dubai, where the invoice is dated. */
const PAID_AT = '2026-11-20T21:30:00Z';

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  InvoiceNumber: 'RLX-2026-000031',
  InvoiceDate: PAID_AT,
  OrderID: 31,
  OrderDate: '2026-11-20T12:00:00Z',
  Seller: {
    Name: 'Reluxe Trading LLC',
    Trn: '100123456700003',
    Address: 'Office 1204, Boulevard Plaza Tower 1\nDowntown Dubai, United Arab Emirates',
  },
  Buyer: {
    Name: 'Layla Haddad',
    Email: 'layla@example.com',
    Phone: '+971 50 123 4567',
    Address: ['Al Wasl Road, Apt 4', 'Villa 12', 'Dubai, Dubai, 00000', 'United Arab Emirates'],
  },
  Lines: [
    {
      ProductID: 4,
      ProductName: 'Rolex Submariner',
      ProductNameAr: 'رولكس صب مارينر',
      Quantity: 1,
      UnitPrice: 4250000,
      Amount: 4250000,
    },
    { ProductID: 9, ProductName: 'Tank Must', Quantity: 2, UnitPrice: 3000000, Amount: 6000000 },
  ],
  // 102,500 AED less a 500 AED discount, shipped free; VAT is 5/105 of 102,000 AED.
  Totals: {
    Subtotal: 10250000,
    Discount: 50000,
    Shipping: 0,
    VAT: 485714,
    Total: 10200000,
    Zone: 'UAE',
    VatRate: 0.05,
  },
  PaymentMethod: 'card',
  PaymentStatus: 'paid',
  RefundedAmount: 0,
  CouponCode: null,
  ...overrides,
});

const page = (route = '/orders/31/invoice', user?: null) =>
  renderPage(<InvoicePage />, { path: '/orders/:OrderID/invoice', route, user });

/** The value next to a label of the invoice (its dt/dd pairs). */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  jest.restoreAllMocks();
});

describe('Invoice page', () => {
  it('shows the tax invoice: seller, numbers, buyer, lines, totals with VAT, and the payment', async () => {
    const load = jest.spyOn(shopApi.orders, 'invoice').mockResolvedValue(invoice());
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
    expect(load).toHaveBeenCalledWith(31, expect.anything());

    expect(screen.getByText('Reluxe Trading LLC')).toBeInTheDocument();
    expect(valueOf('TRN')).toHaveTextContent('100123456700003');
    expect(screen.getByText(/Boulevard Plaza Tower 1/)).toHaveTextContent(
      'Office 1204, Boulevard Plaza Tower 1 Downtown Dubai, United Arab Emirates',
    );
    expect(valueOf('Invoice number')).toHaveTextContent('RLX-2026-000031');
    expect(valueOf('Invoice date')).toHaveTextContent('21 Nov 2026');
    expect(valueOf('Order')).toHaveTextContent('#31');

    const buyer = screen.getByRole('region', { name: 'Bill to' });
    for (const line of [
      'Layla Haddad',
      'Al Wasl Road, Apt 4',
      'Villa 12',
      'Dubai, Dubai, 00000',
      'United Arab Emirates',
      '+971 50 123 4567',
      'layla@example.com',
    ]) {
      expect(within(buyer).getByText(line)).toBeInTheDocument();
    }

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Item', 'Qty', 'Unit price', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(rows[0]!)[0]).toHaveTextContent('Rolex Submariner');
    expect(
      cells(rows[0]!)
        .slice(1)
        .map((td) => td.textContent),
    ).toEqual(['1', '42,500 AED', '42,500 AED']);
    expect(cells(rows[1]!)[0]).toHaveTextContent('Tank Must');
    expect(
      cells(rows[1]!)
        .slice(1)
        .map((td) => td.textContent),
    ).toEqual(['2', '30,000 AED', '60,000 AED']);

    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('102,500 AED');
    expect(valueOf('Discount')).toHaveTextContent('−500 AED');
    expect(valueOf('Shipping')).toHaveTextContent('0 AED');
    expect(valueOf('VAT included (5%)')).toHaveTextContent('4,857.14 AED');
    expect(valueOf('Total')).toHaveTextContent('102,000 AED');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Payment method').nextElementSibling).toHaveTextContent(
      'Card',
    );
    expect(within(payment).getByText('Payment status').nextElementSibling).toHaveTextContent(
      'Paid',
    );
    expect(screen.queryByTestId('invoice-refunded')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to order #31' })).toHaveAttribute(
      'href',
      '/orders/31',
    );
  });

  it('prints with the browser, the invoice alone', async () => {
    jest.spyOn(shopApi.orders, 'invoice').mockResolvedValue(invoice());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The print style keeps this element and what holds it.
    expect(screen.getByRole('article', { name: 'Tax invoice' })).toHaveAttribute(
      'data-invoice-document',
    );
    expect(screen.getByRole('article')).not.toContainElement(
      screen.getByRole('button', { name: 'Print' }),
    );
  });

  it('leaves out a discount of nothing and says what was refunded', async () => {
    jest.spyOn(shopApi.orders, 'invoice').mockResolvedValue(
      invoice({
        Totals: { ...invoice().Totals, Discount: 0, Shipping: 5000, Total: 10255000 },
        PaymentStatus: 'refunded',
        RefundedAmount: 4250000,
      }),
    );
    page();
    await screen.findByRole('heading', { name: 'Tax invoice' });
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
    expect(valueOf('Shipping')).toHaveTextContent('50 AED');
    expect(screen.getByTestId('invoice-refunded')).toHaveTextContent('Refunded 42,500 AED');
    expect(screen.getByTestId('invoice-payment-status')).toHaveTextContent('Refunded');
  });

  it('says the invoice comes once the order is paid (409)', async () => {
    jest
      .spyOn(shopApi.orders, 'invoice')
      .mockRejectedValue(
        new HttpError(409, { status: 'error', message: 'Order 31 is not paid yet' }),
      );
    page();
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('The invoice is issued once the order is paid.');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to order #31' })).toHaveAttribute(
      'href',
      '/orders/31',
    );
  });

  it("says an invoice is not available with the server's message (another's order)", async () => {
    jest
      .spyOn(shopApi.orders, 'invoice')
      .mockRejectedValue(new HttpError(404, { status: 'error', message: 'No order with id 31' }));
    page();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This invoice is not available.' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('No order with id 31');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('offers to try again when the invoice could not be fetched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(shopApi.orders, 'invoice')
      .mockRejectedValueOnce(new HttpError(0))
      .mockResolvedValueOnce(invoice());
    const user = userEvent.setup();
    page();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This invoice is not available.');
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Tax invoice' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', () => {
    const load = jest.spyOn(shopApi.orders, 'invoice');
    const { store } = page('/orders/31/invoice', null);
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('does not ask for an invoice of an address that names no order', async () => {
    const load = jest.spyOn(shopApi.orders, 'invoice');
    page('/orders/abc/invoice');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invoice is not available.');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('Invoice page in Arabic', () => {
  withArabic();

  it('shows the invoice in Arabic, amounts and dates as the storefront writes them', async () => {
    jest.spyOn(shopApi.orders, 'invoice').mockResolvedValue(invoice());
    page();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'فاتورة ضريبية' }),
    ).toBeInTheDocument();
    expect(valueOf('رقم التسجيل الضريبي')).toHaveTextContent('100123456700003');
    expect(valueOf('رقم الفاتورة')?.firstElementChild).toHaveAttribute('dir', 'ltr');
    expect(valueOf('تاريخ الفاتورة')).toHaveTextContent('21 نوفمبر 2026');
    expect(valueOf('الطلب')).toHaveTextContent('رقم 31');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'البند',
      'الكمية',
      'سعر الوحدة',
      'المبلغ',
    ]);
    expect(screen.getByText('رولكس صب مارينر')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent(arabicPrice(102500));
    expect(valueOf('شامل ضريبة القيمة المضافة (5%)')).toHaveTextContent(arabicPrice(4857.14));
    expect(valueOf('الإجمالي')).toHaveTextContent(arabicPrice(102000));
    expect(screen.getByTestId('invoice-payment-method')).toHaveTextContent('البطاقة');
    expect(screen.getByTestId('invoice-payment-status')).toHaveTextContent('مدفوع');
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الطلب رقم 31' })).toBeInTheDocument();
  });

  it('says in Arabic that the invoice comes once the order is paid', async () => {
    jest
      .spyOn(shopApi.orders, 'invoice')
      .mockRejectedValue(new HttpError(409, { status: 'error', message: 'Not paid' }));
    page();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'تصدر الفاتورة بعد دفع قيمة الطلب.',
    );
  });
});

describe('Invoice page with a coupon code', () => {
  it('names the discount after the code the order used', async () => {
    jest.spyOn(shopApi.orders, 'invoice').mockResolvedValue(invoice({ CouponCode: 'SALE' }));
    page();
    await screen.findByRole('heading', { name: 'Tax invoice' });
    const discount = screen.getByTestId('invoice-discount');
    expect(discount).toHaveTextContent('−500 AED');
    expect(discount.previousSibling).toHaveTextContent(/^Discount \(SALE\)$/);
    expect(screen.queryByText('Discount', { selector: 'dt' })).not.toBeInTheDocument();
  });

  describe('in Arabic', () => {
    withArabic();

    it('names the discount after the code in Arabic', async () => {
      jest.spyOn(shopApi.orders, 'invoice').mockResolvedValue(invoice({ CouponCode: 'SALE' }));
      page();
      await screen.findByRole('heading', { level: 1, name: 'فاتورة ضريبية' });
      const discount = screen.getByTestId('invoice-discount');
      expect(discount).toHaveTextContent(arabicPrice(500));
      expect(discount.previousSibling).toHaveTextContent(/^الخصم \(SALE\)$/);
    });
  });
});
