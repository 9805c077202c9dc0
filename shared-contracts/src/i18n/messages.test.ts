import { act, renderHook } from '@testing-library/react';
import { activeLanguage, setLanguage, useLanguage } from './active-language';
import { defineMessages, loadMessages, withLanguage } from './messages';
import { messagesProblems } from './messages-check';
import { commonMessages } from './common';
import { fillMessage } from './fill-message';
import { translateByTemplate } from './translate-message';
import { formatPrice } from './format';
import { parseLanguage } from './language';
import { languageOfAcceptLanguage, languageOfRequest } from './request-language';
import arabic from './locales/common.ar';
import { ARABIC_MESSAGES } from './locales/messages.ar';
import { ERRORS, TEXT } from '../constants/messages';
import { COUPON_ERRORS, couponMinimumMessage } from '../rules/promotions';

afterEach(async () => {
  await act(() => setLanguage('en', { remember: false }));
});

describe('languages', () => {
  it('reads a request: ?lang, then the cookie, then Accept-Language, then English', () => {
    expect(languageOfRequest({ query: 'ar', cookie: 'en', acceptLanguage: 'en' })).toBe('ar');
    expect(languageOfRequest({ query: 'fr', cookie: 'ar' })).toBe('ar');
    expect(languageOfRequest({ acceptLanguage: 'fr-FR, ar-AE;q=0.8, en;q=0.5' })).toBe('ar');
    expect(languageOfRequest({ acceptLanguage: 'en;q=0.2, ar;q=0.9' })).toBe('ar');
    expect(languageOfRequest({ acceptLanguage: 'ar;q=0, fr' })).toBe('en');
    expect(languageOfRequest({})).toBe('en');
    expect(parseLanguage('AR-ae')).toBe('ar');
    expect(languageOfAcceptLanguage('*')).toBeUndefined();
  });
});

describe('messages', () => {
  it('has every shared text in Arabic with the same placeholders', () => {
    expect(messagesProblems(commonMessages.english, { ar: arabic })).toEqual([]);
  });

  it('keeps the requirements English by default and switches all messages together', async () => {
    const messages = defineMessages(
      'test',
      { hello: 'Hello', left: 'Only {n} left' },
      { ar: () => Promise.resolve({ default: { hello: 'مرحبًا', left: 'بقي {n} فقط' } }) },
    );
    const { result } = renderHook(() => useLanguage());
    expect(messages.t('left', { n: 3 })).toBe('Only 3 left');
    expect(commonMessages.t('shoppingCart')).toBe(TEXT.shoppingCart);

    await act(() => setLanguage('ar', { remember: false }));
    expect(result.current).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(messages.t('left', { n: 3 })).toBe('بقي 3 فقط');
    expect(commonMessages.t('shoppingCart')).toBe('سلة التسوق');
    expect(commonMessages.t('onlyInStock', { n: 2 })).toBe('لا تتوفر سوى قطعتين في المخزون');

    await act(() => setLanguage('en', { remember: false }));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(commonMessages.t('shoppingCart')).toBe(TEXT.shoppingCart);
  });

  it('remembers the choice in a cookie and in storage', async () => {
    await act(() => setLanguage('ar'));
    expect(document.cookie).toContain('reluxe_lang=ar');
    expect(localStorage.getItem('reluxe.lang')).toBe('ar');
  });
});

describe('withLanguage', () => {
  it('renders synchronously in a language and activates the previous one again', async () => {
    await loadMessages('ar');
    expect(withLanguage('ar', () => [activeLanguage(), commonMessages.t('shoppingCart')])).toEqual([
      'ar',
      'سلة التسوق',
    ]);
    expect(activeLanguage()).toBe('en');
    expect(withLanguage('en', () => commonMessages.t('shoppingCart'))).toBe(TEXT.shoppingCart);
    // The document is the browser's: a server render leaves it alone.
    expect(document.documentElement).not.toHaveAttribute('dir', 'rtl');
  });

  it('activates the previous language again when the render throws', async () => {
    await act(() => setLanguage('ar', { remember: false }));
    expect(() =>
      withLanguage('en', () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(activeLanguage()).toBe('ar');
  });
});

describe('messages made by shared code', () => {
  it('fills and translates templates', () => {
    const english = fillMessage(ERRORS.onlyInStock, { n: 4 });
    expect(english).toBe('Only 4 items available in stock');
    expect(translateByTemplate(english, ARABIC_MESSAGES)).toBe('الكمية المتوفرة في المخزون 4 فقط');
    expect(translateByTemplate('Something else', ARABIC_MESSAGES)).toBeUndefined();
  });

  it("has every refusal of a coupon code in Arabic, the minimum's amount kept", () => {
    for (const english of Object.values(COUPON_ERRORS)) {
      expect(translateByTemplate(english, ARABIC_MESSAGES)).toMatch(/[\u0600-\u06ff]/);
    }
    expect(translateByTemplate(couponMinimumMessage(100_000), ARABIC_MESSAGES)).toContain(
      '1,000 AED',
    );
  });

  it('formats prices per language, with Latin digits in Arabic', () => {
    expect(formatPrice(12500, 'en')).toBe('12,500 AED');
    expect(formatPrice('12,500.5', 'ar')).toMatch(/^\u200f?12,500\.5\s?د\.إ\.?\u200f?$/);
    expect(formatPrice(null, 'en')).toBe('N/A');
  });
});
