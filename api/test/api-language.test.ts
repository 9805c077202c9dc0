import type { z } from 'zod';
import {
  ARABIC_MESSAGES,
  checkoutFormSchema,
  loginSchema,
  newOrderSchema,
  productListQuerySchema,
  profileUpdateSchema,
  sellFormSchema,
  signupSchema,
} from '../src/contracts';
import { retryIn } from '../src/limits/http-refusals';
import { arabicMessage } from '../src/plugins/api-language';
import { SHIPPING } from './helpers/shipping';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

// The api answers a shopper's messages in the request's language (?lang=, the reluxe_lang cookie,
// then Accept-Language): English stays byte for byte as it was, Arabic comes from ARABIC_MESSAGES.

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Arabic message table', () => {
  it('fills only placeholders its English template has', () => {
    for (const [english, arabic] of Object.entries(ARABIC_MESSAGES)) {
      expect(arabic.trim()).not.toBe('');
      const known = placeholdersOf(english);
      for (const name of placeholdersOf(arabic)) {
        expect({ english, name, known: known.includes(name) }).toEqual({
          english,
          name,
          known: true,
        });
      }
    }
  });

  it("has every message the shop's schemas give a shopper's input", () => {
    const long = 'x'.repeat(5000);
    const schemas: [string, z.ZodType][] = [
      ['login', loginSchema],
      ['signup', signupSchema],
      ['profile', profileUpdateSchema],
      ['sell', sellFormSchema],
      ['checkout (one product)', checkoutFormSchema({ total: 1, stock: 2 })],
      ['checkout (a bag)', checkoutFormSchema({ total: 3 })],
      ['order', newOrderSchema],
      ['product list', productListQuerySchema],
    ];
    const inputsOf = (schema: z.ZodType): unknown[] => {
      const keys = Object.keys((schema as unknown as { shape?: object }).shape ?? {});
      const every = (value: unknown) => Object.fromEntries(keys.map((key) => [key, value]));
      return [
        {},
        every(''),
        every(long),
        every(7),
        every('abc'),
        every('-1'),
        every('0'),
        every('1.5'),
        every('99999999999'),
        every(true),
        { ...every('1'), Products: [], Quantity: '5', Phone: '+-', number: '12a' },
        { ...every('1'), Products: [{ ProductID: 1, Quantity: 0 }], page: '200000' },
      ];
    };
    const missing = new Set<string>();
    for (const [, schema] of schemas) {
      for (const input of inputsOf(schema)) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const { message } of result.error.issues) {
          // zod's own wording for a value of the wrong type (no form sends one): left English.
          if (message.startsWith('Invalid input: expected')) continue;
          if (arabicMessage(message) === message) missing.add(message);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('translates the rate-limit and unavailable texts with their numbers', () => {
    const limited = (seconds: number) =>
      arabicMessage(`Rate limit exceeded, retry in ${retryIn(seconds)}`);
    expect(limited(1)).toBe('لقد تجاوزت عدد الطلبات المسموح به. أعد المحاولة بعد ثانية واحدة.');
    expect(limited(45)).toContain('(الوقت المتبقي بالثواني: 45)');
    expect(limited(60)).toContain('بعد دقيقة واحدة');
    expect(limited(600)).toContain('(الوقت المتبقي بالدقائق: 10)');
    expect(arabicMessage('Sign-in is temporarily unavailable. Please try again in a minute.')).toBe(
      'تسجيل الدخول غير متاح مؤقتًا. يُرجى المحاولة بعد دقيقة.',
    );
    expect(arabicMessage('Not ready: database')).toBe('الخدمة غير جاهزة حاليًا: database');
    expect(arabicMessage('Something new')).toBe('Something new');
  });
});

describe.each(BACKENDS)('messages in the request language on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 120_000);
  afterAll(() => t.close());

  const MISSING = '/api/Products/getProductDetails.php?ProductID=999999';
  const ENGLISH_404 = '{"status":"error","message":"Item not found"}';
  const ARABIC_404 = { status: 'error', message: 'المنتج غير موجود' };

  it('keeps English byte for byte without a language, in English, or in a language it lacks', async () => {
    for (const headers of [
      {},
      { 'accept-language': 'en-GB,en;q=0.9' },
      { 'accept-language': 'fr-FR' },
      { cookie: 'reluxe_lang=en' },
    ]) {
      const res = await call(t, { method: 'GET', url: MISSING, headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(ENGLISH_404);
    }
    const refused = await call(t, { method: 'GET', url: '/api/Products/getproduct.php?page=0' });
    expect(refused.body).toBe('{"status":"error","message":"page starts at 1"}');
  });

  it('answers in Arabic for Accept-Language: ar, the reluxe_lang cookie and ?lang=ar', async () => {
    const byHeader = await call(t, {
      method: 'GET',
      url: MISSING,
      headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' },
    });
    expect(byHeader.statusCode).toBe(404);
    expect(byHeader.json()).toEqual(ARABIC_404);
    const byCookie = await call(t, {
      method: 'GET',
      url: MISSING,
      headers: { cookie: 'theme=dark; reluxe_lang=ar' },
    });
    expect(byCookie.json()).toEqual(ARABIC_404);
    const byQuery = await call(t, { method: 'GET', url: `${MISSING}&lang=ar` });
    expect(byQuery.json()).toEqual(ARABIC_404);
    // ?lang= first, then the cookie, then Accept-Language.
    const chosen = await call(t, {
      method: 'GET',
      url: `${MISSING}&lang=en`,
      headers: { cookie: 'reluxe_lang=ar', 'accept-language': 'ar' },
    });
    expect(chosen.body).toBe(ENGLISH_404);
    const cookieOverHeader = await call(t, {
      method: 'GET',
      url: MISSING,
      headers: { cookie: 'reluxe_lang=en', 'accept-language': 'ar' },
    });
    expect(cookieOverHeader.body).toBe(ENGLISH_404);
  });

  it('says a cacheable answer with a message varies by Accept-Language and Cookie', async () => {
    for (const headers of [{}, { 'accept-language': 'ar' }]) {
      const res = await call(t, { method: 'GET', url: MISSING, headers });
      const vary = String(res.headers.vary ?? '').toLowerCase();
      expect(vary).toContain('accept-language');
      expect(vary).toContain('cookie');
    }
    // A list without a message is the same in every language.
    const list = await call(t, { method: 'GET', url: '/api/Categoire/' });
    expect(String(list.headers.vary ?? '').toLowerCase()).not.toContain('accept-language');
  });

  it('translates validation errors of route schemas and of forms', async () => {
    const query = await call(t, {
      method: 'GET',
      url: '/api/Products/getproduct.php?category=abc',
      headers: { 'accept-language': 'ar' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      status: 'error',
      message: 'يجب أن تكون المعرّفات أرقامًا تفصل بينها فواصل',
    });
    const signup = await call(t, {
      method: 'POST',
      url: '/api/User/signup.php',
      headers: { cookie: 'reluxe_lang=ar' },
      payload: { lName: 'Haddad', Email: 'noor@example.com', Password: 'x', conf_Password: 'x' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({ status: 'error', message: 'الاسم الأول مطلوب' });
    const checkout = await call(t, {
      method: 'POST',
      url: '/api/Orders/addOrder.php',
      headers: { cookie: `${t.customerCookie}; reluxe_lang=ar` },
      payload: { ...SHIPPING, City: '', Products: [{ ProductID: 1, Quantity: 1 }] },
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().message).toBe('المدينة مطلوبة');
  });

  it('translates the out-of-stock refusal with its number and the product name', async () => {
    const { rows } = await t.database.pool.query<{ id: number; name: string; quantity: number }>(
      `SELECT id, name, quantity FROM products
        WHERE status IN ('Available', 'OnSale') AND quantity > 0 ORDER BY id LIMIT 1`,
    );
    const product = rows[0]!;
    const order = (headers: Record<string, string>) =>
      call(t, {
        method: 'POST',
        url: '/api/Orders/addOrder.php',
        headers: { ...headers, cookie: `${t.customerCookie}${headers.cookie ?? ''}` },
        payload: { ...SHIPPING, Products: [{ ProductID: product.id, Quantity: 1000 }] },
      });
    const english = await order({});
    expect(english.statusCode).toBe(409);
    expect(english.body).toBe(
      JSON.stringify({
        status: 'error',
        message: `Only ${product.quantity} items of "${product.name}" are available`,
      }),
    );
    const arabic = await order({ cookie: '; reluxe_lang=ar' });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe(
      `الكمية المتوفرة من «${product.name}» هي ${product.quantity} فقط`,
    );
  });

  it('translates success messages and leaves a message it does not know as it is', async () => {
    const login = await call(t, {
      method: 'POST',
      url: '/api/User/UserLogin.php?lang=ar',
      payload: { Email: 'customer@reluxe.ae', Password: 'ReluxeCustomer#2026' },
    });
    expect(login.json()).toMatchObject({ status: 'success', message: 'تم تسجيل الدخول بنجاح' });
    const wrong = await call(t, {
      method: 'POST',
      url: '/api/User/UserLogin.php?lang=ar',
      payload: { Email: 'customer@reluxe.ae', Password: 'nope' },
    });
    expect(wrong.json()).toEqual({
      status: 'error',
      message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    });
    // zod's own wording for a repeated parameter: not in the table, answered as it is.
    const unknown = await call(t, {
      method: 'GET',
      url: '/api/Products/searchproduct.php?query=a&query=b',
      headers: { 'accept-language': 'ar' },
    });
    expect(unknown.statusCode).toBe(400);
    const english = await call(t, {
      method: 'GET',
      url: '/api/Products/searchproduct.php?query=a&query=b',
    });
    expect(unknown.body).toBe(english.body);
    expect(english.json().message).toMatch(/^Invalid input/);
  });

  it('keeps the back-office English', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/Brand/showbrand_page.php?page=0',
      headers: { cookie: `${t.adminCookie}; reluxe_lang=ar` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('{"status":"error","message":"page starts at 1"}');
    // The same message from a shop call is translated.
    const shop = await call(t, {
      method: 'GET',
      url: '/api/Products/getproduct.php?page=0',
      headers: { cookie: 'reluxe_lang=ar' },
    });
    expect(shop.json().message).toBe('يبدأ رقم الصفحة من 1');
  });

  it("translates the hosted auth's msg, message and weak_password for the login modal", async () => {
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        headers: {
          apikey: 'reluxe-public-anon-key',
          'content-type': 'application/json',
          ...headers,
        },
        payload: JSON.stringify({ email: 'nobody@example.com', password: 'Whatever1' }),
      });
    const english = await signIn({});
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
    const arabic = await signIn({ 'accept-language': 'ar' });
    expect(arabic.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'بيانات تسجيل الدخول غير صحيحة',
      message: 'بيانات تسجيل الدخول غير صحيحة',
    });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: {
        apikey: 'reluxe-public-anon-key',
        'content-type': 'application/json',
        cookie: 'reluxe_lang=ar',
      },
      payload: JSON.stringify({ email: 'weak@example.com', password: 'short' }),
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      code: 'weak_password',
      msg: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
      weak_password: { reasons: ['length'], message: 'يجب ألا تقل كلمة المرور عن 8 أحرف' },
    });
  });
});
