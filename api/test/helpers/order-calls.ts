import { pngBytes } from './images';
import { multipart } from './multipart';
import { SHIPPING } from './shipping';
import { call, type TestApp } from './test-app';

/** Calls of the order tests, bound to one test app. */
export function orderCalls(t: TestApp) {
  const addProduct = async (Quantity: number, Price: number, OfferPrice = 0) => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/Products/addproduct.php',
      cookie: t.adminCookie,
      payload: {
        Name: `Test item ${Math.random()}`,
        Description: 'x',
        Price,
        Quantity,
        OfferPrice,
        BrandID: 1,
        CategoireID: 1,
        Color_ID: 1,
        SexID: 1,
      },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().ProductID as number;
  };
  const place = async (
    lines: { ProductID: number; Quantity: number }[],
    cookie = t.customerCookie,
  ) => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/Orders/addOrder.php',
      cookie,
      payload: { ...SHIPPING, Products: lines },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().OrderID as number;
  };
  const setStatus = (payload: object, cookie = t.adminCookie) =>
    call(t, { method: 'POST', url: '/api/Orders/updateOrderStatus.php', cookie, payload });
  const cancel = (OrderID: number, cookie = t.customerCookie) =>
    call(t, { method: 'POST', url: '/api/Orders/cancelOrder.php', cookie, payload: { OrderID } });
  const view = (OrderID: number, cookie = t.adminCookie) =>
    call(t, { method: 'GET', url: `/api/Orders/getOrder.php?OrderID=${OrderID}`, cookie });
  const get = (url: string, cookie = t.adminCookie) => call(t, { method: 'GET', url, cookie });
  const sql = async <R = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await t.database.pool.query(text, values)).rows as R[];
  const stock = async (ProductID: number) =>
    (
      await sql<{ quantity: number; status: string }>(
        'SELECT quantity, status FROM products WHERE id = $1',
        [ProductID],
      )
    )[0]!;
  const orderRow = async (OrderID: number) =>
    (
      await sql<{ status: string; events: number }>(
        `SELECT status, (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events
         FROM orders o WHERE id = $1`,
        [OrderID],
      )
    )[0]!;
  /** The customer's submission of `name` with one photo, waiting in the sell queue. */
  const submitToQueue = async (name: string, quantity = 1, description = 'Box and papers') => {
    const submitted = await call(t, {
      method: 'POST',
      url: '/api/WaitingList/addqueue.php',
      cookie: t.customerCookie,
      ...multipart(
        {
          ProductName: name,
          description,
          quantity,
          CategoireID: 3,
          BrandID: 5,
          SexID: 2,
          ColorID: 3,
        },
        [
          {
            field: 'images[]',
            filename: 'item.png',
            contentType: 'image/png',
            bytes: await pngBytes(),
          },
        ],
      ),
    });
    if (submitted.statusCode !== 200) throw new Error(submitted.body);
    const [entry] = await sql<{ queue: number; product: number }>(
      `SELECT w.id AS queue, p.id AS product FROM waiting_list w JOIN products p ON p.id = w.product_id
       WHERE p.name = $1`,
      [name],
    );
    return entry!;
  };
  const ship = { Carrier: 'Aramex', TrackingNumber: 'AX123456789' };
  /** Moves an order along `statuses` as the administrator, failing on any refusal. */
  const walk = async (OrderID: number, ...statuses: string[]) => {
    for (const Status of statuses) {
      const res = await setStatus({ OrderID, Status, ...(Status === 'Shipped' ? ship : {}) });
      if (res.statusCode !== 200) throw new Error(`${Status}: ${res.body}`);
    }
  };
  /** A new shopper's session cookie. */
  const newBuyer = async () => {
    const Email = `buyer-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await call(t, {
      method: 'POST',
      url: '/api/User/signup.php',
      payload: {
        fName: 'Noor',
        lName: 'Haddad',
        Email,
        Password: 'Secret#123',
        conf_Password: 'Secret#123',
        number: '971501112233',
        birthdate: '1992-01-02',
        gender: 'Female',
      },
    });
    if (res.json().status !== 'success') throw new Error(res.body);
    return { email: Email, cookie: await t.login(Email, 'Secret#123') };
  };
  return {
    addProduct,
    place,
    setStatus,
    cancel,
    view,
    get,
    sql,
    stock,
    orderRow,
    submitToQueue,
    ship,
    walk,
    newBuyer,
  };
}
