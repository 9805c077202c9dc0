/** Cart, orders and the sell queue, with the spec's exact field names. */
import type { Product } from './catalog';

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
