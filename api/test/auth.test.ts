import { SESSION_COOKIE } from '../src/contracts';
import { pngBytes } from './helpers/images';
import { multipart } from './helpers/multipart';
import {
  BACKENDS,
  CUSTOMER,
  call,
  cookieFrom,
  startTestApp,
  type TestApp,
} from './helpers/test-app';

const signup = {
  fName: 'Omar',
  lName: 'Saleh',
  Email: 'omar@example.com',
  Password: 'Secret#123',
  conf_Password: 'Secret#123',
  number: '971501112233',
  birthdate: '1990-04-02',
  gender: 'Male',
};

describe.each(BACKENDS)('accounts and sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, cookie?: string, headers = {}) =>
    call(t, { method: 'POST', url, payload, cookie, headers });

  it('signs up, refusing mismatch, weak passwords, duplicates and bad input', async () => {
    const ok = await post('/api/User/signup.php', signup);
    expect(ok.json()).toEqual({ status: 'success', message: expect.any(String) });
    const again = await post('/api/User/signup.php', { ...signup, Email: 'OMAR@example.com' });
    expect(again.json()).toEqual({
      status: 'error',
      message: 'An account with this email already exists',
    });
    const mismatch = await post('/api/User/signup.php', {
      ...signup,
      Email: 'a@b.co',
      conf_Password: 'x',
    });
    expect(mismatch.json()).toEqual({ status: 'error', message: 'Passwords do not match' });
    const weak = await post('/api/User/signup.php', {
      ...signup,
      Email: 'w@b.co',
      Password: 'short',
      conf_Password: 'short',
    });
    expect(weak.json().status).toBe('error');
    const bad = await post('/api/User/signup.php', { ...signup, Email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 'error', message: 'Enter a valid email address' });
  });

  it('logs in with the LoginSuccess shape and a rotated HttpOnly SameSite=Lax cookie', async () => {
    const res = await post('/api/User/UserLogin.php', {
      Email: 'omar@example.com',
      Password: 'Secret#123',
    });
    expect(res.json()).toEqual({
      status: 'success',
      message: expect.any(String),
      Email: 'omar@example.com',
      ProfileImage: '',
      Role: { ID: 2, RoleName: 'Customer' },
      ID: expect.any(Number),
      UserName: 'Omar Saleh',
    });
    const header = String(res.headers['set-cookie']);
    expect(header).toContain(`${SESSION_COOKIE}=`);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    const second = await post('/api/User/UserLogin.php', {
      Email: 'omar@example.com',
      Password: 'Secret#123',
    });
    expect(cookieFrom(second.headers['set-cookie'])).not.toBe(
      cookieFrom(res.headers['set-cookie']),
    );
    expect(JSON.stringify(res.json())).not.toContain('Secret');
  });

  it('refuses wrong credentials and bad login bodies', async () => {
    const wrong = await post('/api/User/UserLogin.php', {
      Email: 'omar@example.com',
      Password: 'nope',
    });
    expect(wrong.json()).toEqual({ status: 'error', message: 'Invalid email or password' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const unknown = await post('/api/User/UserLogin.php', { Email: 'x@y.z', Password: 'nope' });
    expect(unknown.json().status).toBe('error');
    const missing = await post('/api/User/UserLogin.php', { Email: 'x@y.z' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: 'error', message: 'Password is required' });
    const badJson = await call(t, {
      method: 'POST',
      url: '/api/User/UserLogin.php',
      payload: '{"Email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('answers the session user with an empty Password, 401 without a session', async () => {
    expect(
      (await call(t, { method: 'GET', url: '/api/User/getUserDetails.php?userID=2' })).statusCode,
    ).toBe(401);
    const me = await call(t, {
      method: 'GET',
      url: '/api/User/getUserDetails.php?userID=2',
      cookie: t.customerCookie,
    });
    expect(me.json()).toMatchObject({
      status: 'success',
      user: { UserID: 2, Email: CUSTOMER.email, Password: '', RoleID: 2 },
    });
    const other = await call(t, {
      method: 'GET',
      url: '/api/User/getUserDetails.php?userID=1',
      cookie: t.customerCookie,
    });
    expect(other.statusCode).toBe(403);
  });

  it('answers 400 for a present but invalid userID, never the own or another user', async () => {
    const details = (query: string, cookie?: string) =>
      call(t, { method: 'GET', url: `/api/User/getUserDetails.php${query}`, cookie });
    const NOT_AN_ID = 'userID must be a positive whole number';
    const invalid: [string, string][] = [
      ['abc', NOT_AN_ID],
      ['', NOT_AN_ID],
      ['2abc', NOT_AN_ID],
      ['0x2', NOT_AN_ID],
      ['1e1', NOT_AN_ID],
      ['-2', NOT_AN_ID],
      ['1.5', NOT_AN_ID],
      ['0', NOT_AN_ID],
      ['99999999999', 'userID is too large'],
    ];
    for (const cookie of [t.customerCookie, t.adminCookie]) {
      for (const [value, message] of invalid) {
        for (const name of ['userID', 'UserID']) {
          const res = await details(`?${name}=${encodeURIComponent(value)}`, cookie);
          expect({ value, name, status: res.statusCode, body: res.json() }).toEqual({
            value,
            name,
            status: 400,
            body: { status: 'error', message },
          });
        }
      }
      const repeated = await details('?userID=2&userID=1', cookie);
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json()).toEqual({ status: 'error', message: NOT_AN_ID });
    }
    // Without a session: 401 first, whatever the parameter.
    expect((await details('?userID=abc')).statusCode).toBe(401);
    // Missing userID: the session user's own details (documented behaviour).
    expect((await details('', t.customerCookie)).json().user).toMatchObject({ UserID: 2 });
    expect((await details('', t.adminCookie)).json().user).toMatchObject({ RoleID: 1 });
    // Valid ids: a customer only their own, an administrator anyone's (404 when unknown).
    expect((await details('?userID=%202%20', t.customerCookie)).json().user).toMatchObject({
      UserID: 2,
    });
    expect((await details('?userID=1', t.customerCookie)).statusCode).toBe(403);
    expect((await details('?userID=2', t.adminCookie)).json().user).toMatchObject({
      UserID: 2,
      Email: CUSTOMER.email,
    });
    const unknown = await details('?userID=2147483647', t.adminCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: 'User not found' });
  });

  it('signs up with a phone number of 5 to 15 digits, sent as a string or a JSON number', async () => {
    const attempt = (number: unknown, Email: string) =>
      post('/api/User/signup.php', { ...signup, Email, number });
    const short = await attempt('1', 'phone1@example.com');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      status: 'error',
      message: 'Phone number must be 5 to 15 digits',
    });
    expect((await attempt('1234567890123456', 'phone2@example.com')).json()).toEqual({
      status: 'error',
      message: 'Phone number must be 5 to 15 digits',
    });
    expect((await attempt(1, 'phone3@example.com')).json()).toEqual({
      status: 'error',
      message: 'Phone number must be 5 to 15 digits',
    });
    expect((await attempt('12ab5678', 'phone4@example.com')).json()).toEqual({
      status: 'error',
      message: 'Phone number must be digits only',
    });
    expect((await attempt(-12345678, 'phone5@example.com')).json()).toEqual({
      status: 'error',
      message: 'Phone number must be digits only',
    });
    expect((await attempt('', 'phone6@example.com')).json()).toEqual({
      status: 'error',
      message: 'Phone number is required',
    });
    expect((await attempt(undefined, 'phone7@example.com')).json()).toEqual({
      status: 'error',
      message: 'Phone number is required',
    });
    for (const [number, Email] of [
      [12345678, 'phone8@example.com'],
      ['12345', 'phone9@example.com'],
      ['+971501112233', 'phone10@example.com'],
      [' 971501112233 ', 'phone11@example.com'],
    ] as const) {
      const ok = await attempt(number, Email);
      expect({ number, response: ok.json() }).toEqual({
        number,
        response: { status: 'success', message: expect.any(String) },
      });
    }
    const { rows } = await t.database.pool.query<{ phone: string }>(
      'SELECT phone FROM users WHERE email = $1',
      ['phone8@example.com'],
    );
    expect(rows).toEqual([{ phone: '12345678' }]);
    // Another field's problem is still reported first, as before.
    const both = await post('/api/User/signup.php', {
      ...signup,
      Email: 'phone12@example.com',
      fName: '',
      number: '1',
    });
    expect(both.json()).toEqual({ status: 'error', message: 'First name is required' });
  });

  it('updates the own profile; an empty Password keeps the old one; other UserIDs are refused', async () => {
    const cookie = await t.login('omar@example.com', 'Secret#123');
    const me = (
      await call(t, { method: 'GET', url: '/api/User/getUserDetails.php', cookie })
    ).json().user;
    // The client sends the user's fields as getUserDetails answers them, RoleID included: a
    // role in this body is never taken.
    const update = await post(
      '/api/User/updateUserDetails.php',
      {
        UserID: me.UserID,
        UserName: 'Omar S.',
        Email: 'omar@example.com',
        Password: '',
        ProfileImage: '',
        RoleID: 1,
      },
      cookie,
    );
    expect(update.json()).toMatchObject({ status: 'success' });
    const after = (
      await call(t, { method: 'GET', url: '/api/User/getUserDetails.php', cookie })
    ).json().user;
    expect(after).toMatchObject({ UserName: 'Omar S.', RoleID: 2 });
    await t.login('omar@example.com', 'Secret#123');
    const foreign = await post(
      '/api/User/updateUserDetails.php',
      { UserID: 2, UserName: 'Hacker', Email: 'h@x.io' },
      cookie,
    );
    expect(foreign.statusCode).toBe(403);
    const customer = (
      await call(t, {
        method: 'GET',
        url: '/api/User/getUserDetails.php',
        cookie: t.customerCookie,
      })
    ).json();
    expect(customer.user.UserName).not.toBe('Hacker');
    const bad = await post('/api/User/updateUserDetails.php', { UserName: '', Email: 'x' }, cookie);
    expect(bad.statusCode).toBe(400);
    const changed = await post(
      '/api/User/updateUserDetails.php',
      { UserName: 'Omar S.', Email: 'omar@example.com', Password: 'NewSecret#456' },
      cookie,
    );
    expect(changed.json().status).toBe('success');
    await expect(t.login('omar@example.com', 'Secret#123')).rejects.toThrow();
    await t.login('omar@example.com', 'NewSecret#456');
  });

  it('uploads a profile photo as multipart, stored as WebP', async () => {
    const cookie = await t.login('omar@example.com', 'NewSecret#456');
    const form = multipart({}, [
      {
        field: 'ProfileImage',
        filename: 'me.png',
        contentType: 'image/png',
        bytes: await pngBytes(),
      },
    ]);
    const res = await call(t, {
      method: 'POST',
      url: '/api/User/updateUserDetails.php',
      cookie,
      ...form,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ProfileImage).toMatch(/^\/uploads\/u\/[\w-]+\.webp$/);
    const image = await call(t, { method: 'GET', url: res.json().ProfileImage });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('logs out: the session is deleted and the cookie cleared', async () => {
    const cookie = await t.login('omar@example.com', 'NewSecret#456');
    const out = await post('/api/User/logout.php', {}, cookie);
    expect(out.json().status).toBe('success');
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect(
      (await call(t, { method: 'GET', url: '/api/User/getUserDetails.php', cookie })).statusCode,
    ).toBe(401);
  });

  it('refuses cross-site browser writes without the CSRF header', async () => {
    const body = { Email: CUSTOMER.email, Password: CUSTOMER.password };
    const crossSite = await post('/api/User/UserLogin.php', body, undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ status: 'error', message: 'Cross-site request refused' });
    const foreignOrigin = await post('/api/User/UserLogin.php', body, undefined, {
      origin: 'https://evil.example',
      host: 'shop.example',
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const withHeader = await post('/api/User/UserLogin.php', body, undefined, {
      'sec-fetch-site': 'cross-site',
      'x-reluxe-request': '1',
    });
    expect(withHeader.json().status).toBe('success');
    const sameOrigin = await post('/api/User/UserLogin.php', body, undefined, {
      'sec-fetch-site': 'same-origin',
      origin: 'http://shop.example',
      host: 'shop.example',
    });
    expect(sameOrigin.json().status).toBe('success');
    const read = await call(t, {
      method: 'GET',
      url: '/api/Brand/',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('deletes the own account: anonymised, signed out, cannot log in again', async () => {
    await post('/api/User/signup.php', { ...signup, Email: 'leaving@example.com' });
    const cookie = await t.login('leaving@example.com', 'Secret#123');
    const res = await post('/api/User/deleteAccount.php', {}, cookie);
    expect(res.json().status).toBe('success');
    expect(
      (await call(t, { method: 'GET', url: '/api/User/getUserDetails.php', cookie })).statusCode,
    ).toBe(401);
    await expect(t.login('leaving@example.com', 'Secret#123')).rejects.toThrow();
    expect((await post('/api/User/deleteAccount.php', {})).statusCode).toBe(401);
  });
});

describe('login rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      loginRateLimit: 3,
      loginIpRateLimit: 40,
      signupRateLimit: 2,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/User/signup.php',
      payload: { ...signup, Email: 'victim@reluxe.ae' },
    });
  });
  afterAll(() => t.close());

  const attempt = (Password: string, Email = 'victim@reluxe.ae', ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/User/UserLogin.php',
      payload: { Email, Password },
      remoteAddress: ip,
    });

  it('lets a client sign in successfully many times in a row', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await attempt(signup.Password, 'victim@reluxe.ae', '10.0.0.9');
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('success');
    }
  });

  it('locks an address + email after too many failed attempts, even for the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await attempt('guess', 'victim@reluxe.ae', '10.0.0.2');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'error', message: 'Invalid email or password' });
    }
    const limited = await attempt(signup.Password, 'VICTIM@reluxe.ae', '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 'error',
      message: 'Too many failed sign-in attempts. Try again in a few minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Another address, or another email from the same address, is not affected.
    expect((await attempt(signup.Password, 'victim@reluxe.ae', '10.0.0.3')).json().status).toBe(
      'success',
    );
    expect((await attempt('guess', 'other@reluxe.ae', '10.0.0.2')).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const ip = '10.0.0.4';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++)
        expect((await attempt('guess', undefined, ip)).statusCode).toBe(200);
      expect((await attempt(signup.Password, undefined, ip)).json().status).toBe('success');
    }
    for (let i = 0; i < 3; i++)
      expect((await attempt('guess', undefined, ip)).statusCode).toBe(200);
    expect((await attempt('guess', undefined, ip)).statusCode).toBe(429);
  });

  it('counts parallel guesses that are still being checked', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => attempt('guess', undefined, '10.0.0.5')),
    );
    const codes = responses.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('caps every sign-in request of one address per minute', async () => {
    const ip = '10.0.0.6';
    let limited = 0;
    for (let i = 0; i < 45; i++) {
      const res = await attempt(signup.Password, 'victim@reluxe.ae', ip);
      if (res.statusCode === 429) limited += 1;
      else expect(res.json().status).toBe('success');
    }
    expect(limited).toBe(5);
  });

  it('caps sign-ups per address per minute', async () => {
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/User/signup.php',
        payload: { ...signup, Email: `new${n}@reluxe.ae` },
        remoteAddress: '10.0.0.7',
      });
    expect((await register(1)).json().status).toBe('success');
    expect((await register(2)).json().status).toBe('success');
    const limited = await register(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toBe('error');
  });
});
