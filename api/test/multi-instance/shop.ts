import crypto from 'node:crypto';
import sharp from 'sharp';
import {
  ENDPOINTS,
  IDEMPOTENCY_HEADER,
  type LoginResponse,
  type Order,
  type OrderDetail,
  type OrderPlacedResponse,
  type ProductDetails,
} from '../../src/contracts';
import { SHIPPING } from '../helpers/shipping';
import { get, post, sessionCookie, type ResponseBody } from './http';

export interface Session {
  email: string;
  cookie: string;
  userId: number;
}

/** A short random tag that keeps names, emails and notes of one run apart from any other. */
export const tag = () => crypto.randomBytes(4).toString('hex');

export async function signIn(base: string, email: string, password: string): Promise<Session> {
  const res = await post<LoginResponse>(base, ENDPOINTS.user.login, {
    Email: email,
    Password: password,
  });
  if (res.json?.status !== 'success') throw new Error(`sign-in of ${email} failed: ${res.text}`);
  return { email, cookie: sessionCookie(res.headers), userId: res.json.ID };
}

const CUSTOMER_PASSWORD = 'Shopper#2026x';

/** Signs up `n` new customers and signs each in. */
export async function newCustomers(base: string, n: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let i = 0; i < n; i++) {
    const email = `shopper-${tag()}@multi-instance.test`;
    const res = await post(base, ENDPOINTS.user.signup, {
      fName: 'Multi',
      lName: `Shopper ${i}`,
      Email: email,
      Password: CUSTOMER_PASSWORD,
      conf_Password: CUSTOMER_PASSWORD,
      number: '971501234567',
    });
    if (res.json?.status !== 'success') throw new Error(`sign-up failed: ${res.text}`);
    sessions.push(await signIn(base, email, CUSTOMER_PASSWORD));
  }
  return sessions;
}

/** A product added by the admin (JSON body, no image); answers its id. */
export async function addProduct(base: string, admin: Session, Quantity: number, Price = 1000) {
  const res = await post<ResponseBody & { ProductID?: number }>(
    base,
    ENDPOINTS.products.add,
    {
      Name: `Multi-instance item ${tag()}`,
      Description: 'Added by the multi-instance suite',
      Price,
      Quantity,
      OfferPrice: 0,
      BrandID: 1,
      CategoireID: 1,
      Color_ID: 1,
      SexID: 1,
    },
    admin.cookie,
  );
  if (!res.json?.ProductID) throw new Error(`adding a product failed: ${res.text}`);
  return res.json.ProductID;
}

/** One order of `quantity` pieces; `notes` names it in the admin list. */
export function placeOrder(
  base: string,
  customer: Session,
  order: { productId: number; quantity: number; key: string; notes: string },
) {
  return post<OrderPlacedResponse>(
    base,
    ENDPOINTS.orders.add,
    {
      ...SHIPPING,
      Notes: order.notes,
      Products: [{ ProductID: order.productId, Quantity: order.quantity, Price: 1 }],
    },
    customer.cookie,
    { [IDEMPOTENCY_HEADER]: order.key },
  );
}

export async function productDetails(base: string, admin: Session, id: number) {
  const res = await get<ProductDetails>(
    base,
    ENDPOINTS.products.details,
    { ProductID: id },
    admin.cookie,
  );
  if (res.status !== 200) throw new Error(`product ${id}: ${res.status} ${res.text}`);
  return res.json;
}

/** The admin list's orders whose notes start with `prefix`. */
export async function ordersNoted(base: string, admin: Session, prefix: string) {
  const res = await get<Order[]>(base, ENDPOINTS.orders.list, {}, admin.cookie);
  if (res.status !== 200) throw new Error(`orders list: ${res.status} ${res.text}`);
  return res.json.filter((order) => order.Notes.startsWith(prefix));
}

export async function orderLines(base: string, admin: Session, orderId: number) {
  const res = await get<OrderDetail[]>(
    base,
    ENDPOINTS.orders.details,
    { QueueID: orderId },
    admin.cookie,
  );
  if (res.status !== 200) throw new Error(`order ${orderId}: ${res.status} ${res.text}`);
  return res.json;
}

/** Real image bytes of both kinds the shop accepts most. */
export async function sampleImages() {
  const image = (background: string) =>
    sharp({ create: { width: 160, height: 120, channels: 3, background } });
  return {
    png: await image('#c9a96e').png().toBuffer(),
    jpeg: await image('#2b3a4a').jpeg().toBuffer(),
  };
}

/** WebP bytes: a RIFF container of the WEBP kind. */
export const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';

export const thumbOf = (url: string) => url.replace(/\.webp$/, '-thumb.webp');
