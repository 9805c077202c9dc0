import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

/** Every back-office call with a valid request that would change or reveal something. */
const BACK_OFFICE: Call[] = [
  { method: 'GET', url: '/api/Products/showproduct_page.php?page=1&limit=10' },
  { method: 'GET', url: '/api/Products/getlastid.php' },
  {
    method: 'POST',
    url: '/api/Products/addproduct.php',
    payload: {
      Name: 'X',
      Price: 1,
      Quantity: 1,
      BrandID: 1,
      CategoireID: 1,
      Color_ID: 1,
      SexID: 1,
    },
  },
  {
    method: 'POST',
    url: '/api/Products/updateproduct.php',
    payload: {
      ProductID: 1,
      Name: 'X',
      Price: 1,
      Quantity: 1,
      BrandID: 1,
      CategoireID: 1,
      Color_ID: 1,
      SexID: 1,
    },
  },
  { method: 'POST', url: '/api/Products/deleteproduct.php', payload: { ProductID: 1 } },
  { method: 'GET', url: '/api/Brand/showbrand_page.php?page=1&limit=25' },
  { method: 'GET', url: '/api/Brand/getlastid.php' },
  { method: 'POST', url: '/api/Brand/addbrand.php', payload: { Name: 'X' } },
  { method: 'POST', url: '/api/Brand/updatebrand.php', payload: { BrandID: 1, Name: 'X' } },
  { method: 'POST', url: '/api/Brand/deletebrand.php', payload: { BrandID: 16 } },
  { method: 'GET', url: '/api/Categoire/showcategoire_page.php?page=1&limit=25' },
  { method: 'GET', url: '/api/Categoire/getlastid.php' },
  { method: 'POST', url: '/api/Categoire/addcategoire.php', payload: { Name: 'X' } },
  {
    method: 'POST',
    url: '/api/Categoire/updatecategoire.php',
    payload: { CategoireID: 1, Name: 'X' },
  },
  { method: 'POST', url: '/api/Categoire/deletecategoire.php', payload: { CategoireID: 5 } },
  { method: 'GET', url: '/api/Color/showcolor_page.php?page=1&limit=10' },
  { method: 'GET', url: '/api/Color/getlastid.php' },
  { method: 'POST', url: '/api/Color/addColor.php', payload: { Name: 'X' } },
  { method: 'POST', url: '/api/Color/updateColor.php', payload: { Color_ID: 1, Name: 'X' } },
  { method: 'POST', url: '/api/Color/deleteColor.php', payload: { Color_ID: 11 } },
  { method: 'GET', url: '/api/Sex/showgender_page.php?page=1&limit=10' },
  { method: 'GET', url: '/api/Sex/getlastid.php' },
  { method: 'POST', url: '/api/Sex/addgender.php', payload: { Name: 'X' } },
  { method: 'POST', url: '/api/Sex/updategender.php', payload: { SexID: 1, Name: 'X' } },
  { method: 'POST', url: '/api/Sex/deletegender.php', payload: { SexID: 3 } },
  { method: 'GET', url: '/api/User/showuser_page.php?page=1&limit=10' },
  { method: 'GET', url: '/api/Roles/' },
  { method: 'GET', url: '/api/User/getlastid.php' },
  {
    method: 'POST',
    url: '/api/User/adduser.php',
    payload: { UserName: 'X', Email: 'x@x.io', RoleID: 1, Password: 'Abcdefg1' },
  },
  {
    method: 'POST',
    url: '/api/User/updateuserdetails.php',
    payload: { UserID: 2, UserName: 'X', Email: 'x@x.io', RoleID: 1 },
  },
  { method: 'POST', url: '/api/User/deleteuser.php', payload: { UserID: 2 } },
  { method: 'GET', url: '/api/WaitingList/getQueueList.php' },
  { method: 'GET', url: '/api/WaitingList/getQueueDetails.php?QueueID=1' },
  {
    method: 'POST',
    url: '/api/WaitingList/approveQueue.php',
    payload: { QueueID: 1, UserPrice: 1 },
  },
  { method: 'POST', url: '/api/WaitingList/ignoreQueue.php', payload: { QueueID: 1 } },
  { method: 'GET', url: '/api/Orders/' },
  { method: 'GET', url: '/api/Orders/getOrderdetails.php?QueueID=1' },
  { method: 'GET', url: '/api/Payments/getPayments.php?page=1' },
  { method: 'GET', url: '/api/Promotions/showpromotion_page.php?page=1' },
  {
    method: 'POST',
    url: '/api/Promotions/addPromotion.php',
    payload: {
      Code: 'AUTHZ',
      Kind: 'percent',
      Percent: 5,
      StartsAt: '2026-01-01T00:00:00+04:00',
      EndsAt: '2030-01-01T00:00:00+04:00',
    },
  },
  {
    method: 'POST',
    url: '/api/Promotions/updatePromotion.php',
    payload: {
      PromotionID: 1,
      Code: 'AUTHZ',
      Kind: 'percent',
      Percent: 5,
      StartsAt: '2026-01-01T00:00:00+04:00',
      EndsAt: '2030-01-01T00:00:00+04:00',
    },
  },
  { method: 'GET', url: '/api/Mail/showmail_page.php?page=1&state=Failed' },
  { method: 'POST', url: '/api/Mail/resendMail.php', payload: { MailID: 1 } },
  { method: 'GET', url: '/api/Releases/' },
  {
    method: 'POST',
    url: '/api/Releases/register.php',
    payload: {
      remote: 'mfe_catalog',
      version: '9.0.0',
      manifestUrl: '/remotes/mfe-catalog/mf-manifest.json',
    },
  },
  {
    method: 'POST',
    url: '/api/Releases/activate.php',
    payload: { remote: 'mfe_catalog', version: 'default' },
  },
  {
    method: 'POST',
    url: '/api/Releases/canary.php',
    payload: { remote: 'mfe_catalog', version: '9.0.0', percent: 10 },
  },
  { method: 'POST', url: '/api/Releases/promote.php', payload: { remote: 'mfe_catalog' } },
  { method: 'POST', url: '/api/Releases/abort.php', payload: { remote: 'mfe_catalog' } },
];

describe.each(BACKENDS)('authorisation matrix on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  /** A fingerprint of every table a back-office call could change. */
  const snapshot = async () => {
    const { rows } = await t.database.pool.query(`
      SELECT (SELECT md5(string_agg(p::text, ',' ORDER BY id)) FROM products p) AS products,
             (SELECT md5(string_agg(b::text, ',' ORDER BY id)) FROM brands b) AS brands,
             (SELECT md5(string_agg(c::text, ',' ORDER BY id)) FROM categories c) AS categories,
             (SELECT md5(string_agg(c::text, ',' ORDER BY id)) FROM colors c) AS colours,
             (SELECT md5(string_agg(s::text, ',' ORDER BY id)) FROM sexes s) AS genders,
             (SELECT md5(string_agg(u::text, ',' ORDER BY id)) FROM users u) AS users,
             (SELECT md5(string_agg(w::text, ',' ORDER BY id)) FROM waiting_list w) AS queue,
             (SELECT md5(string_agg(p::text, ',' ORDER BY id)) FROM promotions p) AS promotions,
             (SELECT md5(string_agg(m::text, ',' ORDER BY id)) FROM mail_outbox m) AS mail`);
    return rows[0];
  };

  it.each(BACK_OFFICE.map((c) => [`${c.method} ${c.url.split('?')[0]}`, c] as const))(
    '%s: 401 without a session, 403 for RoleID 2, nothing changed',
    async (_name, request) => {
      const before = await snapshot();
      const anonymous = await call(t, request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ status: 'error', message: 'Please log in first!' });
      const customer = await call(t, { ...request, cookie: t.customerCookie });
      expect(customer.statusCode).toBe(403);
      expect(customer.json().status).toBe('error');
      expect(await snapshot()).toEqual(before);
    },
  );

  it('lets the administrator through (sanity check of the matrix)', async () => {
    const res = await call(t, { ...BACK_OFFICE[0]!, cookie: t.adminCookie });
    expect(res.statusCode).toBe(200);
  });
});
