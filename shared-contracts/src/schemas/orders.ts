import { z } from 'zod';
import { idField, moneyField, optionalText, requiredText } from './fields';

/** Shipping form of /buynow (spec section 5). */
export const shippingSchema = z.object({
  Address: requiredText('Address'),
  Street: requiredText('Street'),
  Apartment: optionalText('Apartment', 100),
  City: requiredText('City', 100),
  State: requiredText('State', 100),
  Zip: requiredText('Zip', 20),
  Country: requiredText('Country', 100),
  Phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, { error: 'Phone is required' })
    .regex(/^\+?[\d\s-]{5,20}$/, { error: 'Phone must be a phone number' }),
  Notes: optionalText('Notes', 1000),
});
export type ShippingForm = z.input<typeof shippingSchema>;

export const orderLineSchema = z.object({
  ProductID: idField('ProductID'),
  Quantity: z.coerce
    .number({ error: 'Quantity must be a number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(1, { error: 'Quantity is required' })
    .max(10_000, { error: 'Quantity is too large' }),
  /** Sent by the client as the spec says; the api ignores it and prices from the database. */
  Price: moneyField('Price').optional(),
});

/** Orders/addOrder.php body (spec section 3 'New-order payload'). */
export const newOrderSchema = shippingSchema.extend({
  UserID: z.coerce.number().int().optional(),
  Products: z
    .array(orderLineSchema, { error: 'Products must be a list' })
    .min(1, { error: 'The order has no products' })
    .max(100, { error: 'Too many products in one order' }),
});
export type NewOrderInput = z.input<typeof newOrderSchema>;

export const orderDetailsQuerySchema = z.object({ QueueID: idField('QueueID') });
