import { formatPrice } from 'shared-contracts';
import { MAIL_KINDS, type Language, type MailKind } from '../src/contracts';
import type { MailMessage, Recipient } from '../src/mail/messages';
import { renderMail } from '../src/mail/render';

const SITE = 'https://shop.reluxe.test';
const KELLY = { id: 45, name: 'Hermes Kelly 28', nameAr: 'حقيبة هيرميس كيلي 28' };
const TRICKY = { id: 46, name: '<b>Bag & "Co"</b>', nameAr: null };
const TOTALS = {
  Subtotal: 1_300_000,
  Discount: 130_000,
  Shipping: 0,
  VAT: 55_714,
  Total: 1_170_000,
  Zone: 'UAE' as const,
  VatRate: 0.05,
};

/** One message of every kind, with the amounts and names the checks below look for. */
const SAMPLES: Record<MailKind, MailMessage> = {
  order_placed: {
    kind: 'order_placed',
    orderId: 42,
    lines: [
      { product: KELLY, quantity: 1, unitFils: 1_250_000 },
      { product: TRICKY, quantity: 2, unitFils: 25_000 },
    ],
    totals: TOTALS,
    method: 'cash_on_delivery',
    couponCode: 'SUMMER10',
  },
  payment_received: {
    kind: 'payment_received',
    orderId: 42,
    amountFils: 1_170_000,
    method: 'card',
  },
  order_status: { kind: 'order_status', orderId: 42, status: 'Confirmed' },
  order_shipped: {
    kind: 'order_shipped',
    orderId: 42,
    carrier: 'Aramex',
    trackingNumber: 'AX123456789',
  },
  order_delivered: { kind: 'order_delivered', orderId: 42, returnDays: 14 },
  order_cancelled: {
    kind: 'order_cancelled',
    orderId: 42,
    refund: { amountFils: 1_250_000, status: 'pending' },
    note: '',
  },
  order_returned: {
    kind: 'order_returned',
    orderId: 42,
    refund: { amountFils: 1_250_000, status: 'succeeded' },
  },
  item_approved: { kind: 'item_approved', product: KELLY },
  item_ignored: { kind: 'item_ignored', itemName: 'Old tote' },
  item_sold: {
    kind: 'item_sold',
    orderId: 42,
    product: TRICKY,
    quantity: 2,
    payoutFils: 300_000,
    payoutDelayDays: 14,
  },
  payout_paid: { kind: 'payout_paid', amountFils: 1_250_000, items: 3 },
  password_reset: {
    kind: 'password_reset',
    link: `${SITE}/reset-password?token=abc`,
    minutes: 30,
  },
  price_drop: { kind: 'price_drop', product: KELLY, oldFils: 1_250_000, newFils: 1_100_000 },
  back_in_stock: { kind: 'back_in_stock', product: KELLY, priceFils: 1_250_000 },
  account: {
    kind: 'account',
    purpose: 'signup',
    link: `${SITE}/auth/v1/verify?token=xyz`,
    code: '123456',
  },
};

const SUBJECTS: Record<Language, Record<MailKind, string>> = {
  en: {
    order_placed: 'We received your order 42',
    payment_received: 'Payment received for order 42',
    order_status: 'Your order 42 is Confirmed',
    order_shipped: 'Your order 42 has shipped',
    order_delivered: 'Your order 42 was delivered',
    order_cancelled: 'Your order 42 was cancelled',
    order_returned: 'Your return of order 42 is complete',
    item_approved: 'Your item is now on sale: Hermes Kelly 28',
    item_ignored: 'Your item was not accepted: Old tote',
    item_sold: 'Your item sold: <b>Bag & "Co"</b>',
    payout_paid: 'Your payout of 12,500 AED is on its way',
    password_reset: 'Reset your Reluxe password',
    price_drop: 'Price drop: Hermes Kelly 28',
    back_in_stock: 'Back in stock: Hermes Kelly 28',
    account: 'Confirm your signup',
  },
  ar: {
    order_placed: 'استلمنا طلبك رقم 42',
    payment_received: 'تم استلام الدفع للطلب رقم 42',
    order_status: 'حالة طلبك رقم 42: مؤكَّد',
    order_shipped: 'تم شحن طلبك رقم 42',
    order_delivered: 'تم تسليم طلبك رقم 42',
    order_cancelled: 'تم إلغاء طلبك رقم 42',
    order_returned: 'اكتمل إرجاع طلبك رقم 42',
    item_approved: 'منتجك معروض للبيع الآن: حقيبة هيرميس كيلي 28',
    item_ignored: 'لم يُقبل منتجك: Old tote',
    item_sold: 'تم بيع منتجك: <b>Bag & "Co"</b>',
    payout_paid: `مستحقاتك البالغة ${formatPrice(12_500, 'ar')} في طريقها إليك`,
    password_reset: 'أعد تعيين كلمة مرور حسابك في ريلوكس',
    price_drop: 'انخفاض السعر: حقيبة هيرميس كيلي 28',
    back_in_stock: 'متوفرة من جديد: حقيبة هيرميس كيلي 28',
    account: 'أكّد تسجيلك',
  },
};

const to = (language: Language): Recipient => ({
  email: 'noor@example.com',
  name: 'Noor',
  userId: 7,
  language,
});
const render = (kind: MailKind, language: Language) =>
  renderMail(to(language), SAMPLES[kind], SITE);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

describe.each(['en', 'ar'] as const)('every mail in %s', (language) => {
  it.each([...MAIL_KINDS])('%s: subject, text and html in the language, links absolute', (kind) => {
    const mail = render(kind, language);
    expect(mail.subject).toBe(SUBJECTS[language][kind]);
    const greeting = language === 'ar' ? 'مرحبًا Noor،' : 'Hello Noor,';
    expect(mail.text).toContain(greeting);
    // The plain part is text, not the layout's markup.
    expect(mail.text).not.toMatch(/<\/?(html|table|tr|td|p|a|br|h1)\b/);
    expect(mail.html).toContain(
      language === 'ar' ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">',
    );
    expect(mail.html).toContain('RELUXE');
    // Digits stay Latin in Arabic, as the storefront writes them.
    expect(`${mail.subject}${mail.text}`).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    const links = hrefs(mail.html);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link.startsWith(`${SITE}/`) || link === SITE).toBe(true);
    expect(links).toContain(`${SITE}/accountDetails`);
  });

  it('lists the lines and the totals as checkout does, with the amounts of formatPrice', () => {
    const { text, html } = render('order_placed', language);
    const price = (fils: number) => formatPrice(fils / 100, language);
    const rows =
      language === 'en'
        ? [
            `1 x Hermes Kelly 28: ${price(1_250_000)}`,
            `2 x <b>Bag & "Co"</b>: ${price(50_000)}`,
            `Subtotal: ${price(1_300_000)}`,
            `Discount (SUMMER10): −${price(130_000)}`,
            'Shipping: Free',
            `VAT included (5%): ${price(55_714)}`,
            `Total: ${price(1_170_000)}`,
            'Payment: Cash on delivery',
          ]
        : [
            `1 × حقيبة هيرميس كيلي 28: ${price(1_250_000)}`,
            `2 × <b>Bag & "Co"</b>: ${price(50_000)}`,
            `المجموع الفرعي: ${price(1_300_000)}`,
            `الخصم (SUMMER10): −${price(130_000)}`,
            'الشحن: مجاني',
            `شامل ضريبة القيمة المضافة (5%): ${price(55_714)}`,
            `الإجمالي: ${price(1_170_000)}`,
            'طريقة الدفع: الدفع عند الاستلام',
          ];
    for (const row of rows) expect(text).toContain(row);
    expect(html).toContain(price(1_170_000));
    expect(hrefs(html)).toContain(`${SITE}/orders/42`);
  });

  it('escapes every value in the html and keeps it whole in the text', () => {
    const { text, html } = render('item_sold', language);
    expect(html).toContain('&lt;b&gt;Bag &amp; &quot;Co&quot;&lt;/b&gt;');
    expect(html).not.toContain('<b>Bag');
    expect(text).toContain('<b>Bag & "Co"</b>');
    expect(html).toContain(formatPrice(3_000, language));
    expect(hrefs(html)).toContain(`${SITE}/userDetails/Sold`);
  });

  it('names the refund with its state and amount', () => {
    const refund = formatPrice(12_500, language);
    expect(render('order_cancelled', language).text).toContain(
      language === 'en'
        ? `Refund: ${refund} (Refund pending)`
        : `المبلغ المسترد: ${refund} (الاسترداد قيد المعالجة)`,
    );
    expect(render('order_returned', language).text).toContain(
      language === 'en'
        ? `Refund: ${refund} (Refunded)`
        : `المبلغ المسترد: ${refund} (تم الاسترداد)`,
    );
  });

  it('tells the carrier, the return window, the payout and the link validity', () => {
    const shipped = render('order_shipped', language).text;
    expect(shipped).toContain('Aramex');
    expect(shipped).toContain('AX123456789');
    expect(render('order_delivered', language).text).toContain(
      language === 'en' ? 'within 14 days' : 'خلال 14 يومًا',
    );
    const reset = render('password_reset', language);
    expect(reset.text).toContain(language === 'en' ? '30 minutes' : '30 دقيقة');
    expect(reset.text).toContain(
      language === 'en' ? 'If you did not ask for this, ignore this mail' : 'إذا لم تطلب ذلك',
    );
    expect(hrefs(reset.html)).toContain(`${SITE}/reset-password?token=abc`);
    expect(hrefs(render('item_approved', language).html)).toContain(`${SITE}/Items/45`);
  });
});

describe('mail details', () => {
  it('uses the English name when a product has no Arabic one, and right-aligns Arabic', () => {
    const approved = renderMail(
      to('ar'),
      { kind: 'item_approved', product: { ...KELLY, nameAr: null } },
      SITE,
    );
    expect(approved.subject).toBe('منتجك معروض للبيع الآن: Hermes Kelly 28');
    expect(approved.html).toContain('text-align:right');
    expect(render('item_approved', 'en').html).not.toContain('dir="rtl"');
  });

  it("translates the shop's own cancel note and says when nothing was charged", () => {
    const released = renderMail(
      to('ar'),
      {
        kind: 'order_cancelled',
        orderId: 9,
        refund: null,
        note: 'No card payment was received in time; the pieces are back on sale.',
      },
      SITE,
    );
    expect(released.text).toContain('لم يصلنا الدفع بالبطاقة في الوقت المحدد');
    expect(released.text).toContain('لم يُخصم أي مبلغ');
    expect(released.text).not.toContain('No card payment');
  });

  it('makes a relative link absolute and ignores a trailing slash of the site', () => {
    const reset = renderMail(
      to('en'),
      { kind: 'password_reset', link: '/reset-password?token=t', minutes: 30 },
      `${SITE}/`,
    );
    expect(hrefs(reset.html)).toEqual(
      expect.arrayContaining([`${SITE}/reset-password?token=t`, `${SITE}/accountDetails`]),
    );
  });
});
