/** Cart, orders and the sell queue, with the API's exact field names. */
import type { OrderStatus, PayoutState } from '../rules/order-lifecycle';
import type { OrderTotals } from '../rules/order-totals';
import type { PaymentMethod, PaymentStatus, RefundStatus } from '../rules/payments';
import type { ShippingZone } from '../rules/shipping-zones';
import type { Product } from './catalog';
import type { AppliedCoupon } from './promotions';

export interface CartItem extends Product {
  /** Chosen quantity. */
  Quantity: number;
  /** Remaining stock. */
  MainQuantity: number;
  Color?: string;
  /** Set when the item is no longer sold (sold out or withdrawn since it was added). */
  Unavailable?: boolean;
}

export interface QueueEntry {
  QueueID: number;
  UserID: number;
  UserName: string;
  ProductID: number;
  ProductName: string;
  productDescription: string;
  BrandName: string;
  CategoryName: string;
  ColorName: string;
  /** The condition the seller declared (see CONDITIONS); null and blank when none was sent. */
  ConditionID?: number | null;
  Condition?: string;
  Quantity: number;
  Price: number;
  Image: string[];
}

export interface Order {
  OrderID: number;
  UserName: string;
  PhoneNumber: string;
  OrderDate: string;
  Status: string;
  Address: string;
  ApartmentNumber: string;
  City: string;
  State: string;
  Country: string;
  Street: string;
  ZipCode: string;
  Notes: string;
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
  /** What the buyer pays (AED). */
  Total: number;
}

export interface OrderDetail {
  OrderDetailsID: number;
  OrderID: number;
  ProductID: number;
  Quantity: number;
  Price: number;
}

export interface NewOrderLine {
  ProductID: number;
  Quantity: number;
  Price: number;
}

export interface NewOrderPayload {
  UserID: number;
  Address: string;
  Street: string;
  Apartment: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
  Phone: string;
  Notes: string;
  Products: NewOrderLine[];
  /** Ours: cash on delivery when absent. */
  PaymentMethod?: PaymentMethod;
  /** Ours: the bag's coupon code, checked again when the order is placed. */
  Coupon?: string;
}

/** Navigation state /buynow receives. */
export interface CheckoutState {
  user: { UserID: number; UserName: string; Email: string };
  items: CartItem[];
  /** 'cart' when the items come from the bag (cleared after the order), 'buynow' otherwise. */
  source: 'cart' | 'buynow';
  /** Notes typed in the product page's order panel (Buy Now); the checkout may prefill its Notes. */
  notes?: string;
}

/**
 * A bag's or an order's totals in fils (Orders/getTotals.php, and stored on each order): the
 * shipping zone and the VAT rate they were computed with.
 */
export interface TotalsQuote extends OrderTotals {
  Zone: ShippingZone;
  /** A share: 0.05 is 5%. */
  VatRate: number;
  /** The methods the shop offers (card only when its provider is configured). */
  PaymentMethods: PaymentMethod[];
  /** The most an order paid cash on delivery may total (fils). */
  CashOnDeliveryLimit: number;
  /** The code asked for and its discount (in Discount too); null when none or refused. */
  Coupon: AppliedCoupon | null;
  /** Why the code asked for is refused ('This code has expired.'); null otherwise. */
  CouponError: string | null;
}

/** An order's stored totals; Zone is null for orders placed before shipping zones. */
export interface StoredTotals extends OrderTotals {
  Zone: ShippingZone | null;
  VatRate: number;
}

/** One zone's shipping rule as the back-office edits it (fils). */
export interface ZoneSettings {
  Zone: ShippingZone;
  /** 'United Arab Emirates', 'GCC' or 'Rest of the world'. */
  Name: string;
  Fee: number;
  FreeFrom: number;
}

/** Settings/getSettings.php (fils). */
export interface ShopSettings {
  Zones: ZoneSettings[];
  /** The most an order paid cash on delivery may total. */
  CashOnDeliveryLimit: number;
}

/** One change of an order's status: its timeline. */
export interface OrderEvent {
  Status: OrderStatus;
  /** ISO timestamp. */
  At: string;
  /** 'buyer', 'admin' (with the administrator's name) or 'system'. */
  By: string;
  Note: string;
}

/** A line of an order with what its page shows of the product. */
export interface OrderLine {
  OrderDetailsID: number;
  ProductID: number;
  ProductName: string;
  /** The Arabic name, when one is set. */
  ProductNameAr?: string | null;
  /** First image of the product, or '' when it has none. */
  Image: string;
  Quantity: number;
  /** Price per piece paid (AED). */
  Price: number;
}

/** Ours: one order with its lines, shipping, tracking and timeline (Orders/getOrder.php). */
export interface OrderView {
  OrderID: number;
  UserID: number;
  UserName: string;
  OrderDate: string;
  Status: OrderStatus;
  /** What the buyer pays (AED): the lines, less any discount, plus shipping. */
  Total: number;
  /** The same in fils, broken down as at checkout. */
  Totals: StoredTotals;
  /** Pieces in the order (sum of the line quantities). */
  Pieces: number;
  PhoneNumber: string;
  Address: string;
  ApartmentNumber: string;
  Street: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
  Notes: string;
  /** Set once Shipped. */
  Carrier: string | null;
  TrackingNumber: string | null;
  Lines: OrderLine[];
  Timeline: OrderEvent[];
  /** Moves the asking user may make now (the buyer: Cancelled while Pending). */
  NextStatuses: OrderStatus[];
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
  /** Fils handed back to the buyer (the whole Total once Refunded). */
  RefundedAmount: number;
  Refunds: PaymentRefund[];
  /** A card order awaiting payment holds its pieces until then (ISO); else null. */
  PaymentHoldUntil: string | null;
  /** The buyer may (re)start the card payment now: Orders/payOrder.php. */
  CanPay: boolean;
  /** Set once paid: the tax invoice at /orders/{id}/invoice. */
  InvoiceNumber: string | null;
  /** The coupon code the order used ('Discount (SALE)'); null when none. */
  CouponCode: string | null;
}

/** A refund of a payment (amount in fils). */
export interface PaymentRefund {
  Amount: number;
  Status: RefundStatus;
  /** The provider's id of the refund. */
  Reference: string;
  /** ISO timestamp. */
  At: string;
}

/** Orders/payOrder.php: where the buyer pays the card order. */
export interface PaymentStarted {
  status: 'success';
  /** The provider's hosted payment page. */
  PaymentUrl: string;
}

/** A row of the back-office Payments list (Payments/getPayments.php); amounts in fils. */
export interface PaymentRecord {
  PaymentID: number;
  OrderID: number;
  BuyerName: string;
  Method: PaymentMethod;
  /** 'cash_on_delivery' or 'stripe'. */
  Provider: string;
  /** The provider's id (a Stripe Checkout Session or PaymentIntent). */
  Reference: string;
  Amount: number;
  RefundedAmount: number;
  Status: PaymentStatus;
  /** ISO timestamps. */
  CreatedAt: string;
  PaidAt: string | null;
  Refunds: PaymentRefund[];
}

/** One line of a tax invoice; amounts in fils, VAT included. */
export interface InvoiceLine {
  ProductID: number;
  ProductName: string;
  ProductNameAr?: string | null;
  Quantity: number;
  UnitPrice: number;
  /** UnitPrice times Quantity. */
  Amount: number;
}

/** Orders/getInvoice.php: the tax invoice of a paid order (its buyer or an administrator). */
export interface Invoice {
  InvoiceNumber: string;
  /** ISO timestamp: when the payment was received. */
  InvoiceDate: string;
  OrderID: number;
  OrderDate: string;
  Seller: { Name: string; Trn: string; Address: string };
  Buyer: {
    Name: string;
    Email: string;
    Phone: string;
    /** The shipping address, one part per line. */
    Address: string[];
  };
  Lines: InvoiceLine[];
  Totals: StoredTotals;
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
  RefundedAmount: number;
  /** The coupon code the order used; null when none. */
  CouponCode: string | null;
}

/** A row of the buyer's My Orders (Orders/getMyOrders.php). */
export interface OrderSummary {
  OrderID: number;
  OrderDate: string;
  Pieces: number;
  /** What the buyer pays (AED). */
  Total: number;
  Totals: StoredTotals;
  Status: OrderStatus;
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
}

/** One sold line of a seller's item, with the price breakdown set at approval. */
export interface Sale {
  OrderDetailsID: number;
  OrderID: number;
  OrderDate: string;
  ProductID: number;
  ProductName: string;
  /** The Arabic name, when one is set. */
  ProductNameAr?: string | null;
  Quantity: number;
  /** What the buyer paid per piece. */
  Price: number;
  /** The breakdown of the Total User Price set when the submission was approved (null when the
   * product was not approved from the sell queue). */
  ProductPrice: number | null;
  FeesPrice: number | null;
  ShippingPrice: number | null;
  /** What the seller is paid for the line: ProductPrice (or Price) times Quantity. */
  Payout: number;
  OrderStatus: OrderStatus;
  PayoutState: PayoutState;
  /** When a Payable (or Paid) sale falls due: the delivery plus PAYOUT_DELAY_DAYS; else null. */
  PayableFrom: string | null;
  PaidAt: string | null;
}

/** Payable sales of one seller (Orders/getPayouts.php). */
export interface SellerPayouts {
  UserID: number;
  UserName: string;
  Email: string;
  /** Sum of the sales' Payout. */
  Amount: number;
  Sales: Sale[];
}
